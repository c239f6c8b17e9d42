import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { ContactFaq } from '@/features/contact/components/contact-faq'
import { ContactForm } from '@/features/contact/components/contact-form'
import { ContactInfo } from '@/features/contact/components/contact-info'

export function ContactRoute() {
  usePageMeta({
    title: pageTitle('Contact Us'),
    description: 'Questions, tool submissions, partnerships or support: send us a message.',
  })
  return (
    <div className={`${container} space-y-16 py-8 sm:py-12`}>
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-muted">
          Have a question, a tool to suggest or an idea for working together? We would love to hear from you.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
        <ContactInfo />
        <ContactForm />
      </div>
      <ContactFaq />
    </div>
  )
}
