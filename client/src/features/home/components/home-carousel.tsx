import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react'
import { carouselSettings, carouselSlides } from '@/content/carousel'
import { cn } from '@/lib/utils'
import { usePrefersReducedMotion } from './use-reduced-motion'

const controlClass =
  'inline-flex items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900'

/**
 * Home image carousel (spec §2, §9): 7 slides, autoplay every 2000 ms, clickable pagination and arrows.
 * Autoplay is off for prefers-reduced-motion, pauses while the pointer or focus is inside, and can be paused.
 */
export function HomeCarousel() {
  const reducedMotion = usePrefersReducedMotion()
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: carouselSettings.autoplayDelayMs,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
        // Hovering the arrows and dots pauses too, not only the slides.
        rootNode: (viewport) => viewport.parentElement,
      }),
    [],
  )
  const [paused, setPaused] = useState(false)
  const autoplayOn = !reducedMotion && !paused
  // Without the plugin nothing moves on its own: reduced motion, or paused with the button.
  const plugins = useMemo(() => (autoplayOn ? [autoplay] : []), [autoplayOn, autoplay])
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: carouselSettings.loop }, plugins)
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    onSelect()
    emblaApi.on('select', onSelect).on('reInit', onSelect)
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect)
    }
  }, [emblaApi])

  // Keyboard focus on the arrows or dots holds the slideshow; leaving resumes it.
  const holdAutoplay = () => emblaApi?.plugins().autoplay?.stop()
  const resumeAutoplay = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) emblaApi?.plugins().autoplay?.play()
  }

  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index, reducedMotion), [emblaApi, reducedMotion])
  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(reducedMotion), [emblaApi, reducedMotion])
  const scrollNext = useCallback(() => emblaApi?.scrollNext(reducedMotion), [emblaApi, reducedMotion])

  const total = carouselSlides.length

  return (
    <section aria-roledescription="carousel" aria-label="Conference themes" className="relative mx-auto max-w-7xl sm:px-4 sm:pt-6">
      <div
        className="relative overflow-hidden bg-brand-900 sm:rounded-xl"
        data-testid="carousel"
        onFocus={holdAutoplay}
        onBlur={resumeAutoplay}
      >
        <div ref={emblaRef} className="overflow-hidden">
          <div className="flex touch-pan-y" aria-live={autoplayOn ? 'off' : 'polite'}>
            {carouselSlides.map((slide, i) => (
              <div
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                aria-hidden={i !== selected}
                data-active={i === selected ? 'true' : undefined}
                className="relative min-w-0 flex-[0_0_100%]"
              >
                <img
                  src={slide.src}
                  alt={slide.alt}
                  width={1600}
                  height={700}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="aspect-[16/7] h-auto w-full object-cover"
                />
                {/* Below the image on phones (the image is short there), over its lower edge from sm up. */}
                <p className="bg-brand-900 px-12 pt-2 pb-8 text-center text-sm font-medium text-white sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-black/80 sm:to-black/40 sm:px-16 sm:pt-6 sm:pb-9 sm:text-lg">
                  {slide.caption}
                </p>
              </div>
            ))}
          </div>
        </div>

        <button
          type="button"
          onClick={scrollPrev}
          aria-label="Previous slide"
          className={cn(controlClass, 'absolute top-[calc(100vw*7/32)] left-2 size-10 -translate-y-1/2 sm:top-1/2 sm:left-4')}
        >
          <ChevronLeft aria-hidden className="size-6" />
        </button>
        <button
          type="button"
          onClick={scrollNext}
          aria-label="Next slide"
          className={cn(controlClass, 'absolute top-[calc(100vw*7/32)] right-2 size-10 -translate-y-1/2 sm:top-1/2 sm:right-4')}
        >
          <ChevronRight aria-hidden className="size-6" />
        </button>

        <div className="absolute inset-x-0 bottom-1.5 flex items-center justify-center gap-1">
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
          {carouselSlides.map((slide, i) => (
            <button
              key={slide.src}
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
