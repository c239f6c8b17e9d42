import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'
import { useNearScreen } from '@/lib/use-near-screen'

type CarouselOptions = {
  /** Moves to the next slide this often (4 s on the site); 0 or unset: never by itself. */
  autoAdvanceMs?: number
  /** After the visitor touches the carousel, waits this long before moving by itself again (5 s or 6 s). */
  resumeAfterMs?: number
  /** A swipe longer than this always changes slide, even a slow one (50 px on the site). */
  swipeThresholdPx?: number
  /** After the last slide comes the first again (the default). */
  loop?: boolean
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * A swipeable carousel on Embla (https://www.embla-carousel.com) with the site's timing rules: auto-advance,
 * a pause after any interaction (swipe, arrow, dot), and a minimum swipe distance that always navigates.
 * It also holds still while hovered or focused, and when the visitor prefers reduced motion.
 */
export function useCarousel({
  autoAdvanceMs = 0,
  resumeAfterMs = 0,
  swipeThresholdPx,
  loop = true,
}: CarouselOptions = {}) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()

  // Embla's code is fetched and set up once the carousel itself scrolls into view and the page's first paint is on
  // screen, not with the page: until then CSS alone lays the slides out, showing the first one, exactly
  // where Embla will start, and there is nothing to move by itself out of sight.
  const painted = useAfterFirstPaint()
  const [nearRef, onScreen] = useNearScreen<HTMLElement>('0px')
  const viewportRef = useCallback(
    (element: HTMLElement | null) => {
      setViewport(element)
      nearRef(element)
    },
    [nearRef],
  )
  useEffect(() => {
    if (!viewport || !painted || !onScreen) return
    let instance: EmblaCarouselType | undefined
    let mounted = true
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (!mounted) return
        instance = EmblaCarousel(viewport, { loop, align: 'start' })
        setApi(instance)
      },
      (error: unknown) => console.error('The carousel could not load', error),
    )
    return () => {
      mounted = false
      instance?.destroy()
      setApi(undefined)
    }
  }, [viewport, loop, painted, onScreen])

  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(0)
  const [interactedAt, setInteractedAt] = useState(0)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    const onInit = () => {
      setSnapCount(api.scrollSnapList().length)
      onSelect()
    }
    onInit()
    api.on('select', onSelect).on('reInit', onInit)
    return () => {
      api.off('select', onSelect).off('reInit', onInit)
    }
  }, [api])

  const interact = useCallback(() => setInteractedAt(Date.now()), [])

  // Embla snaps a slow, short drag back; any swipe past the threshold must navigate.
  const swipe = useRef({ startX: 0, startIndex: 0, distance: 0 })
  useEffect(() => {
    if (!api) return
    const root = api.rootNode()
    const onPointerDown = (event: PointerEvent) => {
      swipe.current = { startX: event.clientX, startIndex: api.selectedScrollSnap(), distance: 0 }
      interact()
    }
    const onPointerUp = (event: PointerEvent) => {
      swipe.current.distance = event.clientX - swipe.current.startX
    }
    const onDragEnd = () => {
      const { distance, startIndex } = swipe.current
      if (swipeThresholdPx === undefined || Math.abs(distance) <= swipeThresholdPx) return
      if (api.selectedScrollSnap() !== startIndex) return
      if (distance < 0) api.scrollNext()
      else api.scrollPrev()
    }
    root.addEventListener('pointerdown', onPointerDown)
    root.addEventListener('pointerup', onPointerUp)
    api.on('pointerUp', onDragEnd)
    return () => {
      root.removeEventListener('pointerdown', onPointerDown)
      root.removeEventListener('pointerup', onPointerUp)
      api.off('pointerUp', onDragEnd)
    }
  }, [api, interact, swipeThresholdPx])

  // One timer per shown slide: each change restarts the count, an interaction pushes the next move back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the timer on every slide change
  useEffect(() => {
    if (!api || !autoAdvanceMs || snapCount < 2 || held || reducedMotion()) return
    const wait = Math.max(autoAdvanceMs, interactedAt + resumeAfterMs - Date.now())
    const timer = setTimeout(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)), wait)
    return () => clearTimeout(timer)
  }, [api, autoAdvanceMs, resumeAfterMs, snapCount, selected, interactedAt, held])

  const goTo = useCallback(
    (index: number) => {
      interact()
      api?.scrollTo(index)
    },
    [api, interact],
  )
  const next = useCallback(() => {
    interact()
    api?.scrollNext()
  }, [api, interact])
  const previous = useCallback(() => {
    interact()
    api?.scrollPrev()
  }, [api, interact])

  /** Spread on the carousel's outer element: hovering or focusing it holds the auto-advance. */
  const holdProps = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  }

  return { viewportRef, selected, snapCount, goTo, next, previous, holdProps }
}
