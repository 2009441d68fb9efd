/**
 * The home carousel's slides until the organisers upload their own in /admin/settings (issue 54 item 2): our own
 * artwork without any text (client/scripts/carousel-art.mjs draws them), so the controls never cover any. WebP, not
 * the SVGs they are drawn from: Chrome lays out each SVG image on the main thread, seven per home page.
 */
export interface CarouselSlide {
  /** An uploaded image (`/api/images/<id>.webp`), a path on the site or an absolute http(s) URL. */
  readonly imageUrl: string
  /** Required: what the picture shows, for people who cannot see it. */
  readonly alt: string
  readonly caption?: string
  /** Where the slide leads: an http(s) URL or a path on the site. */
  readonly link?: string
}

export const MIN_SLIDES = 1
export const MAX_SLIDES = 10

export const DEFAULT_SLIDES: readonly CarouselSlide[] = [
  {
    imageUrl: '/images/carousel/slide-1.webp',
    alt: 'Concentric rings of light around a glowing core on a blue-to-teal gradient',
    caption: 'Adaptive research and innovation across electrical engineering and computing',
  },
  {
    imageUrl: '/images/carousel/slide-2.webp',
    alt: 'Network of connected nodes representing a smart power grid on a violet gradient',
    caption: 'Smart grids, microgrids and intelligent energy networks',
  },
  {
    imageUrl: '/images/carousel/slide-3.webp',
    alt: 'Stylised electric car with a lightning bolt above a road on a green gradient',
    caption: 'Electric vehicles and sustainable transportation',
  },
  {
    imageUrl: '/images/carousel/slide-4.webp',
    alt: 'Solar panel under a bright sun on an orange gradient',
    caption: 'Photovoltaic cells, from thin films to perovskite tandems',
  },
  {
    imageUrl: '/images/carousel/slide-5.webp',
    alt: 'Microchip with neuron-like connections on a purple-to-pink gradient',
    caption: 'Biosensing and neuromorphic computing',
  },
  {
    imageUrl: '/images/carousel/slide-6.webp',
    alt: 'Two wind turbines on green hills under a blue sky',
    caption: 'Renewable energy for a low-carbon future',
  },
  {
    imageUrl: '/images/carousel/slide-7.webp',
    alt: 'Sun setting over the river Ganga with a small boat, in warm red and amber tones',
    caption: 'NIT Patna, on the south bank of the Ganga',
  },
]

/** The site logo until one is uploaded: the header's, the favicon's and the preview cards'. */
export const DEFAULT_LOGO_URL = '/logo.svg'
