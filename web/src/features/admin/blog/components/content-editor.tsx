import { Suspense } from 'react'
import { Field, invalidStyles } from '@/components/ui/field'
import { Skeleton } from '@/components/ui/skeleton'
import { inputStyles } from '@/components/ui/styles'
import { lazyNamed } from '@/lib/lazy-named'
import type { ArticleView } from './markdown-preview'

// marked (and the sanitizer the route hands in) download when the editor first opens, not with the list.
const MarkdownPreview = lazyNamed(() => import('./markdown-preview'), 'MarkdownPreview')

type ContentEditorProps = {
  value: string
  error: string | undefined
  onChange: (event: { target: { value: string } }) => void
  Article: ArticleView
}

/** The post body: Markdown (or HTML) on the left, its sanitized preview beside it as the admin types. */
export function ContentEditor({ value, error, onChange, Article }: ContentEditorProps) {
  return (
    <Field
      label="Content *"
      error={error}
      hint="Markdown or HTML. Scripts, styles and event handlers are removed when the post is saved."
    >
      {(control) => (
        <div className="grid gap-3 md:grid-cols-2">
          <textarea
            {...control}
            spellCheck
            placeholder={'## A heading\n\nSome **bold** text and a [link](https://example.com).'}
            className={`${inputStyles} ${invalidStyles} h-72 resize-y font-mono text-[13px] leading-relaxed md:h-96`}
            value={value}
            onChange={onChange}
          />
          <section
            aria-label="Preview"
            // The article styles space each block from the one before; the first needs no gap under the label.
            className="h-72 overflow-y-auto rounded-lg border border-line bg-canvas px-4 py-3 md:h-96 [&_.article-content>:first-child]:mt-0"
          >
            <h3 className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">Preview</h3>
            {value.trim() ? (
              <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                <MarkdownPreview source={value} Article={Article} />
              </Suspense>
            ) : (
              <p className="text-sm text-muted">The formatted post appears here as you write.</p>
            )}
          </section>
        </div>
      )}
    </Field>
  )
}
