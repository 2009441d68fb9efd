/**
 * Items of the scrolling announcement banner on the home page.
 * Dates must stay consistent with important-dates.ts.
 */

export interface Announcement {
  readonly id: string
  readonly text: string
  /** Optional in-site route the item links to. */
  readonly route?: string
  /** Rendered with emphasis (bold / accent colour). */
  readonly highlight?: boolean
}

export interface MarqueeSettings {
  /** Scroll speed in pixels per second. */
  readonly speedPxPerSecond: number
  /** Delay before scrolling starts, in milliseconds. */
  readonly startDelayMs: number
  readonly pauseOnHover: boolean
}

export const marqueeSettings: MarqueeSettings = {
  speedPxPerSecond: 50,
  startDelayMs: 1500,
  pauseOnHover: true,
}

export const announcements: readonly Announcement[] = [
  {
    id: 'conference-dates',
    text: 'ICNARI 2026 takes place on 6–8 March 2026 at NIT Patna, in hybrid mode — join us on campus or online.',
    highlight: true,
  },
  {
    id: 'registration-open',
    text: 'Registration closes on 23 February 2026; the early bird rate applies until 25 January 2026.',
    route: '/authors/registrations',
  },
  {
    id: 'camera-ready',
    text: 'Authors of accepted papers: camera-ready versions are due by 16 February 2026.',
    route: '/authors/paper-submissions',
  },
  {
    id: 'workshops',
    text: 'Three technical sessions on EVs and emerging technologies, renewable energy and photovoltaic cells are part of the programme.',
    route: '/programs/technical-session/evs-and-emerging-technologies',
  },
  {
    id: 'invitation',
    text: 'Meet researchers, innovators and industry leaders shaping the next generation of electrical engineering and sustainable technology.',
  },
  {
    id: 'closing',
    text: '⚡ Save the date and be part of ICNARI 2026! 🌱',
    highlight: true,
  },
]
