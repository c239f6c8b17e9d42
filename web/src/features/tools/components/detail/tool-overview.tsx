import { ArrowRight, Check, CirclePlay, ExternalLink, FileText } from 'lucide-react'
import { memo, type ReactNode } from 'react'
import { pricingLabel } from '@/components/ui/pricing-badge'
import { cardStyles } from '@/components/ui/styles'
import { TagList } from '@/components/ui/tag-list'
import type { Tool } from '@/lib/api-types'
import { apiText, openSourceText, PLATFORM_LABELS } from '@/lib/listing-labels'
import { videoEmbedUrl } from '@/lib/video-embed'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold tracking-tight text-fg">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

const linkStyles =
  'inline-flex items-center gap-2 rounded-lg font-medium text-brand-600 hover:underline dark:text-brand-400 [&_svg]:size-4'

/** The description's paragraphs (a blank line apart), shown as plain text: no Markdown or HTML is rendered. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '')

/** A fact of the side card: a heading and its value. */
function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="p-5">
      <h2 className="text-sm font-semibold text-muted">{title}</h2>
      <div className="mt-1 text-sm leading-6 text-fg">{children}</div>
    </div>
  )
}

/**
 * The Overview tab: About, Key Features, Use Cases, Tags, Platforms, API, Open Source, Company, Free Credits & Trial, Pricing Model, Video, Screenshots,
 * Resources. Memoized: the page re-renders when the tutorials' count arrives, and the overview need not (the mobile
 * Lighthouse goal, bench/src/goals.ts).
 */
export const ToolOverview = memo(function ToolOverview({ tool }: { tool: Tool }) {
  const embed = videoEmbedUrl(tool.video_url)
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-10">
        <Section title={`About ${tool.name}`}>
          <div className="space-y-4">
            {paragraphs(tool.description || tool.short_description).map((paragraph) => (
              <p key={paragraph} className="leading-7 whitespace-pre-line text-fg/90">
                {paragraph}
              </p>
            ))}
          </div>
        </Section>
        {tool.features.length > 0 && (
          <Section title="Key Features">
            <ul className="grid gap-3 sm:grid-cols-2">
              {tool.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm leading-6">
                  <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
                    <Check aria-hidden="true" className="size-3.5" />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {tool.use_cases.length > 0 && (
          <Section title="Use Cases">
            <ul className="space-y-3">
              {tool.use_cases.map((useCase) => (
                <li key={useCase} className="flex gap-3 text-sm leading-6">
                  <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600 dark:text-brand-400" />
                  {useCase}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {tool.video_url && (
          <Section title="Video Tutorial">
            {embed ? (
              <div className="aspect-video overflow-hidden rounded-2xl border border-line bg-black">
                <iframe
                  src={embed}
                  title={`${tool.name} video tutorial`}
                  className="size-full"
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            ) : (
              <a href={tool.video_url} target="_blank" rel="noopener noreferrer" className={linkStyles}>
                <CirclePlay aria-hidden="true" />
                Watch Tutorial Video
              </a>
            )}
          </Section>
        )}
        {tool.screenshots.length > 0 && (
          <Section title="Screenshots">
            <ul className="grid gap-4 sm:grid-cols-2">
              {tool.screenshots.map((src, index) => (
                <li key={src}>
                  <a
                    href={src}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block overflow-hidden rounded-xl border border-line bg-subtle transition hover:opacity-90"
                  >
                    <img
                      src={src}
                      alt={`${tool.name} screenshot ${index + 1}`}
                      loading="lazy"
                      className="aspect-video w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
      <aside className="space-y-6">
        <div className={`${cardStyles} divide-y divide-line`}>
          <div className="p-5">
            <h2 className="text-sm font-semibold text-muted">Pricing Model</h2>
            <p className="mt-1 text-lg font-semibold text-fg">{tool.pricing_model ?? pricingLabel(tool)}</p>
          </div>
          <div className="p-5">
            <h2 className="text-sm font-semibold text-muted">Free Credits &amp; Trial</h2>
            <p className="mt-1 text-sm leading-6 text-fg">
              {tool.free_credit_info || 'No free credit details listed yet.'}
            </p>
          </div>
          {tool.tags.length > 0 && (
            <div className="p-5">
              <h2 className="text-sm font-semibold text-muted">Tags</h2>
              <TagList tags={tool.tags} className="mt-2" />
            </div>
          )}
          {tool.platforms.length > 0 && (
            <div className="p-5">
              <h2 className="text-sm font-semibold text-muted">Platforms</h2>
              <TagList tags={tool.platforms.map((platform) => PLATFORM_LABELS[platform])} className="mt-2" />
            </div>
          )}
          {/* Only what the listing knows: a tool nobody has reviewed is not "closed" or "without API". */}
          {tool.has_api !== null && <Fact title="API">{apiText(tool)}</Fact>}
          {tool.open_source && <Fact title="Open Source">{openSourceText(tool)}</Fact>}
          {tool.company && <Fact title="Company">{tool.company}</Fact>}
          {tool.pdf_url && (
            <div className="p-5">
              <h2 className="text-sm font-semibold text-muted">Resources</h2>
              <a href={tool.pdf_url} target="_blank" rel="noopener noreferrer" className={`${linkStyles} mt-2 text-sm`}>
                <FileText aria-hidden="true" />
                Download PDF Guide
              </a>
            </div>
          )}
          <div className="p-5">
            <h2 className="text-sm font-semibold text-muted">Website</h2>
            <a
              href={tool.website_url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkStyles} mt-1 max-w-full text-sm`}
            >
              <span className="truncate">
                {tool.website_url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
              </span>
              <ExternalLink aria-hidden="true" />
            </a>
          </div>
        </div>
      </aside>
    </div>
  )
})
