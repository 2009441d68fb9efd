import type { Conference } from '@common/conference'

/** The 2026 edition's conference settings, as the edition and settings tests start from. */
export const ICNARI_2026: Conference = {
  name: 'International Conference on Next-Generation Adaptive Research and Innovations',
  shortName: 'ICNARI 2026',
  acronym: 'icnari2026',
  year: 2026,
  startDate: '2026-03-06',
  endDate: '2026-03-08',
  mode: 'hybrid',
  venue: 'NIT Patna',
  tagline: '',
  publicUrl: 'https://icnari2026.example.org',
}
