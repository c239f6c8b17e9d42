import { type ReactNode, Suspense } from 'react'
import { useNearScreen } from '@/lib/use-near-screen'

type RenderWhenNearProps = {
  /** Shown until then and while its code loads, sized like the content (a skeleton), so nothing below moves. */
  placeholder: ReactNode
  children: ReactNode
}

/**
 * Renders its children once they come within half a screen of the viewport, and keeps them from then on: a part far
 * below the fold neither asks for its code and data nor renders (carousels included) while the page loads.
 * Until then the placeholder holds its place and the block says it is busy to assistive technology; a keyboard or
 * screen-reader visitor moving down the page brings it near, as scrolling does. Lazily loaded children show the
 * placeholder until their code is in.
 */
export function RenderWhenNear({ placeholder, children }: RenderWhenNearProps) {
  const [ref, near] = useNearScreen<HTMLDivElement>()
  return (
    <div ref={ref} aria-busy={!near}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
