/**
 * How the scrolling announcement banner on the home page moves. Its items are data: an organiser edits them at
 * /admin/announcements (GET /api/announcements).
 */

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
