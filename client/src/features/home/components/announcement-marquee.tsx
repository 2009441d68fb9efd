import { Link } from '@tanstack/react-router'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { Megaphone, Pause, Play } from '@/components/icons'
import { type Announcement, announcements, marqueeSettings } from '@/content/announcements'
import { cn } from '@/lib/utils'

function AnnouncementItems({ copy }: { copy: boolean }) {
  return (
    <>
      {announcements.map((item: Announcement) => (
        <li key={item.id} className="flex items-center gap-3 pr-10 whitespace-nowrap">
          <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-brand-700" />
          {item.route ? (
            <Link
              to={item.route as '/'}
              tabIndex={copy ? -1 : undefined}
              className={cn(
                'rounded underline decoration-brand-700/50 underline-offset-4 hover:text-brand-800 hover:decoration-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700',
                item.highlight && 'font-semibold',
              )}
            >
              {item.text}
            </Link>
          ) : (
            <span className={cn(item.highlight && 'font-semibold text-brand-900')}>{item.text}</span>
          )}
        </li>
      ))}
    </>
  )
}

/**
 * Scrolling announcement banner (spec §2 Home). A CSS marquee: it pauses on hover, on keyboard focus and
 * with the pause button, and stays still (wrapped) for prefers-reduced-motion.
 */
export function AnnouncementMarquee() {
  const listRef = useRef<HTMLUListElement>(null)
  const [durationS, setDurationS] = useState<number | null>(null)
  const [paused, setPaused] = useState(false)

  // Constant speed whatever the text length: one copy's width at speedPxPerSecond.
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => setDurationS(Math.max(10, list.scrollWidth / marqueeSettings.speedPxPerSecond))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [])

  const style = {
    '--marquee-duration': durationS ? `${durationS.toFixed(1)}s` : undefined,
    '--marquee-delay': `${marqueeSettings.startDelayMs}ms`,
  } as CSSProperties

  return (
    <section
      aria-label="Announcements"
      className="icnari-marquee border-y border-amber-300 bg-amber-50 text-slate-900"
      data-paused={paused ? 'true' : undefined}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <Megaphone aria-hidden className="size-5 shrink-0 text-brand-800" />
        <div className="min-w-0 flex-1 overflow-hidden">
          <div className="icnari-marquee-track" style={style} data-testid="marquee-track">
            <ul ref={listRef} className="icnari-marquee-list">
              <AnnouncementItems copy={false} />
            </ul>
            <ul aria-hidden className="icnari-marquee-list icnari-marquee-copy">
              <AnnouncementItems copy />
            </ul>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play announcements' : 'Pause announcements'}
          className="icnari-marquee-toggle inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      </div>
    </section>
  )
}
