// Seeds a realistic data set for the benchmark: 1,000 papers, 200 speakers, 300 committee members,
// 200 updates and 300 gallery photos, with text lengths like the real site's.
import { sql } from 'drizzle-orm'
import type { Database } from '../server/src/db/client'
import { committeeMembers, galleryPhotos, papers, recentUpdates, speakers } from '../server/src/db/schema'
import { ORGANISING_COMMITTEES } from '../server/src/routes/committees/committees.schemas'

const TERMS =
  'adaptive control grid inverter renewable photovoltaic neuromorphic biosensing vehicle battery charging power electronics machine learning optimisation stability converter wind solar storage hydrogen smart sensor signal network'.split(
    ' ',
  )
const SYLLABLES = 'ka re to mi sa lu ne di po ra va li the on ing er al ic at ent ion ous ure ive'.split(' ')

/** A small deterministic PRNG (mulberry32): the same data on every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// A vocabulary of ~2,000 words (the domain terms plus made-up ones), drawn with a Zipf-like skew, so the text
// compresses about as well as real abstracts do (gzip ~3x), not 20x like a short word list repeated.
const VOCABULARY = (() => {
  const random = prng(42)
  const words = [
    ...TERMS,
    'the',
    'of',
    'and',
    'a',
    'in',
    'to',
    'for',
    'with',
    'on',
    'by',
    'is',
    'we',
    'that',
    'based',
    'using',
  ]
  while (words.length < 2000) {
    const n = 2 + Math.floor(random() * 3)
    words.push(Array.from({ length: n }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''))
  }
  return words
})()
const text = (n: number, seed: number) => {
  const random = prng(seed + 1)
  return Array.from({ length: n }, () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.5)]).join(' ')
}

const HEADINGS = ORGANISING_COMMITTEES

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200))
}

export async function seedBenchData(db: Database) {
  const t0 = Date.parse('2025-06-01T00:00:00Z')
  const at = (i: number) => new Date(t0 + i * 3_600_000)
  await inChunks(
    Array.from({ length: 1000 }, (_, i) => ({
      heading: `Paper ${i + 1}: ${text(8, i)}`,
      authors: [`Author ${i % 97}`, `Co-author ${i % 53}`, `Co-author ${i % 31}`],
      link: i % 3 === 0 ? null : `https://example.org/papers/${i + 1}`,
      content: text(60, i),
      createdAt: at(i),
    })),
    (c) => db.insert(papers).values(c),
  )
  await inChunks(
    Array.from({ length: 200 }, (_, i) => ({
      name: `Speaker ${i + 1}`,
      specialization: [text(2, i), text(2, i + 1)],
      imageUrl: '',
      description: text(50, i),
      priority: i % 20,
      createdAt: at(i),
    })),
    (c) => db.insert(speakers).values(c),
  )
  const kinds = ['organising', 'technical', 'international'] as const
  await inChunks(
    Array.from({ length: 300 }, (_, i) => {
      const kind = kinds[i % 3]!
      return {
        kind,
        name: `Member ${i + 1}`,
        specialization: [text(2, i)],
        college: `Institute ${i % 40}`,
        imageUrl: '',
        committee: kind === 'organising' ? HEADINGS[i % HEADINGS.length]! : 'Technical Programme Committee',
        description: text(25, i),
        role: kind === 'organising' ? null : i % 5 === 0 ? 'Chair' : null,
        priority: i % 4 === 0 ? null : i % 10,
        createdAt: at(i),
      }
    }),
    (c) => db.insert(committeeMembers).values(c),
  )
  await inChunks(
    Array.from({ length: 200 }, (_, i) => ({
      title: `Update ${i + 1}: ${text(5, i)}`,
      description: text(30, i),
      link: i % 2 ? `https://example.org/updates/${i}` : null,
      eventDate: at(i + 5000),
      createdAt: at(i),
    })),
    (c) => db.insert(recentUpdates).values(c),
  )
  await inChunks(
    Array.from({ length: 300 }, (_, i) => ({
      imageUrl: `https://example.org/gallery/${i}.webp`,
      tags: ['conference', `day-${(i % 3) + 1}`],
      createdAt: at(i),
    })),
    (c) => db.insert(galleryPhotos).values(c),
  )
  // The planner's statistics, as autovacuum keeps them on a live database. Without them (this machine's Postgres
  // runs with autovacuum off, and a bench database is minutes old) every query is planned blind: the site search
  // ran at a third of its speed in the 2026-11-26 04:05 run.
  await db.execute(sql`analyze`)
}
