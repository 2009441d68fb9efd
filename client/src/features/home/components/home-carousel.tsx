import { DEFAULT_SLIDES } from '@common/carousel'
import { useQuery } from '@tanstack/react-query'
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/icons'
import { carouselSettings } from '@/content/carousel'
import { eventSettingsQueryOptions } from '@/lib/conference'
import { cn } from '@/lib/utils'
import { usePrefersReducedMotion } from './use-reduced-motion'

const controlClass =
  'inline-flex items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900'

/** The image's shape: short on purpose, so the hero's actions and the content below come sooner. */
const SLIDE_ASPECT = 'aspect-[16/7] sm:aspect-[3/1] lg:aspect-[4/1]'

/** A drag or swipe longer than this (px) moves one slide; a shorter one springs back. */
const SWIPE_PX = 40

/** n mod total, never negative. */
const wrapIn = (total: number) => (n: number) => ((n % total) + total) % total

/**
 * The position of slide i nearest to position `pos` on the endless row (at most half the ring away). Each slide is
 * drawn there, so the row loops without a seam — after 7 comes 1, before 1 comes 7 — and a slide only jumps to the
 * other end while it is off screen, as every move goes at most half the ring.
 */
function nearest(i: number, pos: number, total: number): number {
  const offset = wrapIn(total)(i - pos)
  return pos + (offset > total / 2 ? offset - total : offset)
}

/**
 * Home image carousel: 7 slides, autoplay every 2000 ms, clickable pagination and arrows.
 * Autoplay is off for prefers-reduced-motion, pauses while the pointer or keyboard focus is inside, and can be
 * paused. Slides move by a CSS transform of the track; touch and mouse drags move them too.
 */
export function HomeCarousel() {
  // The organisers' slides (settings, issue 54 item 2); today's until the settings arrive.
  const slides = useQuery(eventSettingsQueryOptions).data?.slides ?? DEFAULT_SLIDES
  const total = slides.length
  const wrap = wrapIn(total)
  const reducedMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const autoplayOn = !reducedMotion && !paused
  // Position on an endless row (any integer); the slide shown is pos mod 7.
  const [pos, setPos] = useState(0)
  const selected = wrap(pos)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Pixels the visitor has dragged the track by, or null when no drag is going on.
  const [drag, setDrag] = useState<number | null>(null)
  const dragStart = useRef(0)

  const running = autoplayOn && !hovered && !focused && drag === null
  // biome-ignore lint/correctness/useExhaustiveDependencies: pos restarts the interval, so a manual move gets a full delay before the next slide
  useEffect(() => {
    if (!running) return
    // A hidden tab keeps its slide; the next tick after it shows again moves on.
    const id = setInterval(() => document.hidden || setPos((p) => p + 1), carouselSettings.autoplayDelayMs)
    return () => clearInterval(id)
  }, [running, pos])

  /** Moves to slide `index` the short way round. */
  const scrollTo = (index: number) => setPos((p) => nearest(index, p, total))
  const scrollPrev = () => setPos((p) => p - 1)
  const scrollNext = () => setPos((p) => p + 1)

  // Keyboard focus on the arrows or dots holds the slideshow; leaving resumes it. A mouse click focuses a button
  // too, but only the pointer being over the carousel holds it then.
  const holdAutoplay = (e: FocusEvent<HTMLDivElement>) => setFocused(e.target.matches(':focus-visible'))
  const resumeAutoplay = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    // No text selection or image drag with the mouse; touch keeps vertical scrolling (touch-pan-y).
    if (e.pointerType === 'mouse') e.preventDefault()
    e.currentTarget.setPointerCapture(e.pointerId)
    dragStart.current = e.clientX
    setDrag(0)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag !== null) setDrag(e.clientX - dragStart.current)
  }
  const endDrag = () => {
    if (drag !== null && Math.abs(drag) > SWIPE_PX) setPos((p) => p - Math.sign(drag))
    setDrag(null)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Conference themes"
      className="relative mx-auto max-w-7xl sm:px-4 sm:pt-6"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pauses autoplay while pointer or focus is inside (WAI-ARIA carousel pattern) */}
      <div
        className="relative overflow-hidden bg-brand-900 sm:rounded-xl"
        data-testid="carousel"
        onFocus={holdAutoplay}
        onBlur={resumeAutoplay}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: swipe to change slides; the buttons do the same by keyboard */}
        <div
          className="overflow-hidden"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onDragStart={(e) => e.preventDefault()}
        >
          <div
            className={cn(
              'flex touch-pan-y',
              // Reduced motion: the slide changes at once. No easing while the track follows a drag.
              !reducedMotion && drag === null && 'transition-transform duration-500 ease-out',
            )}
            style={{ transform: `translateX(calc(${-pos * 100}% + ${drag ?? 0}px))` }}
            aria-live={autoplayOn ? 'off' : 'polite'}
          >
            {slides.map((slide, i) => {
              const shift = nearest(i, pos, total) - i
              const image = (
                <img
                  src={slide.imageUrl}
                  alt={slide.alt}
                  width={1600}
                  height={700}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  className={cn(SLIDE_ASPECT, 'h-auto w-full object-cover')}
                />
              )
              return (
                // biome-ignore lint/a11y/useSemanticElements: a slide is a group with aria-roledescription (WAI-ARIA carousel pattern), not a fieldset
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a slide has no id and may repeat an image; its place is what it is
                  key={`${i}-${slide.imageUrl}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${total}`}
                  aria-hidden={i !== selected}
                  data-active={i === selected ? 'true' : undefined}
                  className="relative min-w-0 flex-[0_0_100%]"
                  style={shift ? { transform: `translateX(${shift * 100}%)` } : undefined}
                >
                  {slide.link ? (
                    <a href={slide.link} tabIndex={i === selected ? undefined : -1} className="block">
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                  {/* Below the image, never over it: the arrows sit on the image and the dots below the caption. */}
                  <p className="min-h-9 bg-brand-900 px-4 pt-2.5 pb-1 text-center text-sm font-medium text-white sm:text-base">
                    {slide.caption}
                  </p>
                </div>
              )
            })}
          </div>
        </div>

        {/* The arrows over the image's middle (a box of the image's own size), clear of the caption below it. */}
        <div className={cn(SLIDE_ASPECT, 'pointer-events-none absolute inset-x-0 top-0')}>
          <button
            type="button"
            onClick={scrollPrev}
            aria-label="Previous slide"
            className={cn(
              controlClass,
              'pointer-events-auto absolute top-1/2 left-2 size-10 -translate-y-1/2 sm:left-4',
            )}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            onClick={scrollNext}
            aria-label="Next slide"
            className={cn(
              controlClass,
              'pointer-events-auto absolute top-1/2 right-2 size-10 -translate-y-1/2 sm:right-4',
            )}
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </div>

        <div className="flex items-center justify-center gap-1 bg-brand-900 pt-0.5 pb-1.5">
          {!reducedMotion ? (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              className={cn(controlClass, 'mr-1 size-6 [&_svg]:size-3.5')}
            >
              {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            </button>
          ) : null}
          {slides.map((slide, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide has no id and may repeat an image; its place is what it is
              key={`${i}-${slide.imageUrl}`}
              type="button"
              onClick={() => scrollTo(i)}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
            >
              <span
                aria-hidden
                className={cn(
                  'block size-2.5 rounded-full border border-white transition-colors',
                  i === selected ? 'bg-accent-400' : 'bg-white/40 group-hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}
