/**
 * Home page carousel (spec §2 and §9: 7 images, autoplay every 2000 ms).
 * The images are our own SVG artwork without any text (client/scripts/carousel-art.mjs writes them); the captions
 * are HTML. A deployer may swap in photographs — without text in them, so the controls never cover any.
 */

export interface CarouselSlide {
  readonly src: string
  readonly alt: string
  readonly caption: string
}

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

export const carouselSlides: readonly CarouselSlide[] = [
  {
    src: '/images/carousel/slide-1.svg',
    alt: 'Concentric rings of light around a glowing core on a blue-to-teal gradient',
    caption: 'Adaptive research and innovation across electrical engineering and computing',
  },
  {
    src: '/images/carousel/slide-2.svg',
    alt: 'Network of connected nodes representing a smart power grid on a violet gradient',
    caption: 'Smart grids, microgrids and intelligent energy networks',
  },
  {
    src: '/images/carousel/slide-3.svg',
    alt: 'Stylised electric car with a lightning bolt above a road on a green gradient',
    caption: 'Electric vehicles and sustainable transportation',
  },
  {
    src: '/images/carousel/slide-4.svg',
    alt: 'Solar panel under a bright sun on an orange gradient',
    caption: 'Photovoltaic cells, from thin films to perovskite tandems',
  },
  {
    src: '/images/carousel/slide-5.svg',
    alt: 'Microchip with neuron-like connections on a purple-to-pink gradient',
    caption: 'Biosensing and neuromorphic computing',
  },
  {
    src: '/images/carousel/slide-6.svg',
    alt: 'Two wind turbines on green hills under a blue sky',
    caption: 'Renewable energy for a low-carbon future',
  },
  {
    src: '/images/carousel/slide-7.svg',
    alt: 'Sun setting over the river Ganga with a small boat, in warm red and amber tones',
    caption: 'NIT Patna, on the south bank of the Ganga',
  },
]
