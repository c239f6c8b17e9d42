import { Code } from 'lucide-react'
import { useId, useState } from 'react'
import { CopySnippet } from '@/components/ui/copy-snippet'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { useSiteName } from '@/lib/site-settings'
import { kitEmbedSnippet } from '../lib/embed-snippet'

type KitEmbedProps = { kit: { id: string; kit_name: string; tools: readonly unknown[] } }

/** "Embed this kit": opens and closes the panel with the `<iframe>` HTML of a shared kit's card. */
export function KitEmbedButton({
  expanded,
  onToggle,
  panelId,
}: {
  expanded: boolean
  onToggle: () => void
  panelId: string
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={panelId}
      onClick={onToggle}
      className={buttonStyles.secondary}
    >
      <Code aria-hidden="true" />
      Embed this kit
    </button>
  )
}

/** The snippet, with a button that copies it: shown under the kit's header while the button is open. */
export function KitEmbedPanel({ kit, id }: KitEmbedProps & { id: string }) {
  const siteName = useSiteName()
  const snippet = kitEmbedSnippet(
    window.location.origin,
    { id: kit.id, name: kit.kit_name, toolCount: kit.tools.length },
    siteName,
  )
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-4 p-5`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-fg">
        Embed this kit
      </h2>
      <p className="text-sm text-muted">
        Paste this HTML into your site or blog to show the kit as a card, with its tools and a link back to this page.
        The card runs no script and sets no cookies.
      </p>
      <CopySnippet label="Embed HTML" snippet={snippet} copyLabel="Copy embed code" rows={4} />
    </section>
  )
}

/** The open state the button and the panel share, and the id that ties them. */
export function useKitEmbed() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return { open, panelId, toggle: () => setOpen((value) => !value) }
}
