import { isSitePath } from '@common/field-rules'
import { Link } from '@tanstack/react-router'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { Megaphone, Pause, Play } from '@/components/icons'
import { marqueeSettings } from '@/content/announcements'
import { type Announcement, useAnnouncements } from '../api'

const linkClass =
  'rounded underline decoration-brand-700/50 underline-offset-4 hover:text-brand-800 hover:decoration-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700'

/** One item: plain text, a router link for an in-site path, or a link to another site in a new tab. */
function AnnouncementItem({ item, copy }: { item: Announcement; copy: boolean }) {
  // The copy is there for the seamless loop only: its links stay out of the tab order.
  const tabIndex = copy ? -1 : undefined
  if (!item.link) return <span>{item.text}</span>
  if (isSitePath(item.link)) {
    return (
      <Link to={item.link as '/'} tabIndex={tabIndex} className={linkClass}>
        {item.text}
      </Link>
    )
  }
  return (
    <a href={item.link} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className={linkClass}>
      {item.text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function AnnouncementItems({ items, copy }: { items: readonly Announcement[]; copy: boolean }) {
  return (
    <>
      {items.map((item) => (
        <li key={item._id} className="flex items-center gap-3 pr-10 whitespace-nowrap">
          <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-brand-700" />
          <AnnouncementItem item={item} copy={copy} />
        </li>
      ))}
    </>
  )
}

/**
 * Scrolling announcement banner on the home page, from GET /api/announcements: no strip at all when nothing is
 * showing. A CSS marquee: it pauses on hover, on keyboard focus and with the pause button, and stays still
 * (wrapped) for prefers-reduced-motion.
 */
export function AnnouncementMarquee() {
  const { data: items = [] } = useAnnouncements()
  if (items.length === 0) return null
  return <Marquee items={items} />
}

function Marquee({ items }: { items: readonly Announcement[] }) {
  const listRef = useRef<HTMLUListElement>(null)
  const [durationS, setDurationS] = useState<number | null>(null)
  const [paused, setPaused] = useState(false)

  // Constant speed whatever the text length: one copy's width at speedPxPerSecond (measured again as items change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: items change the list's width; the observer sees resizes only
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => setDurationS(Math.max(10, list.scrollWidth / marqueeSettings.speedPxPerSecond))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [items])

  const style = {
    '--marquee-duration': durationS ? `${durationS.toFixed(1)}s` : undefined,
    '--marquee-delay': `${marqueeSettings.startDelayMs}ms`,
  } as CSSProperties

  return (
    <section
      aria-label="Announcements"
      // Its own top margin: with nothing to announce the whole strip, margin included, is gone.
      className="icnari-marquee mt-6 border-y border-amber-300 bg-amber-50 text-slate-900"
      data-paused={paused ? 'true' : undefined}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <Megaphone aria-hidden className="size-5 shrink-0 text-brand-800" />
        <div className="min-w-0 flex-1 overflow-hidden">
          <div className="icnari-marquee-track" style={style} data-testid="marquee-track">
            <ul ref={listRef} className="icnari-marquee-list">
              <AnnouncementItems items={items} copy={false} />
            </ul>
            <ul aria-hidden className="icnari-marquee-list icnari-marquee-copy">
              <AnnouncementItems items={items} copy />
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
