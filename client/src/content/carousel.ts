/**
 * Home page carousel (autoplay every 2000 ms). Its slides are the settings' `slides`, uploaded in
 * /admin/settings; common/carousel.ts holds today's (our own SVG artwork) until then.
 */

export interface CarouselSettings {
  readonly autoplayDelayMs: number
  readonly clickablePagination: boolean
  readonly navigationArrows: boolean
  readonly loop: boolean
}

export const carouselSettings: CarouselSettings = {
  autoplayDelayMs: 2000,
  clickablePagination: true,
  navigationArrows: true,
  loop: true,
}
