import { ArrowRight, MessageSquareText, PackageCheck, Sparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles, sectionTitleStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

const steps = [
  {
    icon: MessageSquareText,
    title: 'Describe your project',
    text: 'Tell us in a sentence what you want to make or achieve, and how you like to work.',
  },
  {
    icon: Sparkles,
    title: 'AI curates your tools',
    text: 'The Magic Kit Builder picks a tool for each step of the job and explains every pick.',
  },
  {
    icon: PackageCheck,
    title: 'Get your custom kit',
    text: 'Save it to your account, share it with a link or download it as a PDF.',
  },
] as const

/** The Magic Kit Builder in three steps. */
export function KitBuilderExplainer() {
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-brand-50 via-surface to-surface p-6 sm:p-10 dark:from-brand-500/10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-xl">
          <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">Magic Kit Builder</p>
          <h2 className={`mt-2 ${sectionTitleStyles}`}>Your AI toolkit in three steps</h2>
        </div>
        <Link to={paths.kitBuilder.href()} className={buttonStyles.primary}>
          Build Custom Kit
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => {
          const Icon = step.icon
          return (
            <li key={step.title} className="relative">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white dark:bg-brand-500">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 font-semibold text-fg">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
