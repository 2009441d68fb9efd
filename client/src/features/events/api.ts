// The published programme, read by the workshop pages: its query lives in lib/workshops.ts, as the header's
// Technical Session submenu and the page titles read it too (shared code imports no feature).
export {
  type PublishedProgramme,
  type PublishedProgrammeSession,
  publishedProgrammeQueryOptions,
} from '@/lib/workshops'
