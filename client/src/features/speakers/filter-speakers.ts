import type { Speaker } from './api'

type Searchable = Pick<Speaker, 'name' | 'specialization' | 'description'>

/**
 * Speaker search: a case-insensitive substring match over name, specializations and description.
 * An empty or blank query keeps every speaker; the order is never changed.
 */
export function filterSpeakers<T extends Searchable>(speakers: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase()
  if (q === '') return [...speakers]
  return speakers.filter(
    (s) =>
      s.name.toLocaleLowerCase().includes(q) ||
      s.description.toLocaleLowerCase().includes(q) ||
      s.specialization.some((item) => item.toLocaleLowerCase().includes(q)),
  )
}
