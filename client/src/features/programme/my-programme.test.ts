import { afterEach, describe, expect, it } from 'vitest'
import {
  addStarred,
  getMyProgramme,
  isStarred,
  MY_PROGRAMME_KEY,
  parseShareParam,
  parseStored,
  removeStarred,
  sharedEntryIs,
  shareLink,
  subscribeMyProgramme,
  toggleStarred,
} from './my-programme'

const a = { id: 'a1b2', slug: 'opening', title: 'Opening' }
const b = { id: 'c3d4', slug: 'keynote', title: 'Keynote' }

afterEach(() => localStorage.clear())

describe('parseStored', () => {
  it('keeps usable entries once, whatever else the storage holds', () => {
    expect(parseStored(null)).toEqual([])
    expect(parseStored('not json')).toEqual([])
    expect(parseStored('{"id":"x"}')).toEqual([])
    expect(parseStored(JSON.stringify([a, a, null, 3, { id: 'bad id!' }, { id: 'x9' }, b]))).toEqual([
      a,
      { id: 'x9', slug: '', title: '' },
      b,
    ])
  })
})

describe('parseShareParam', () => {
  it('reads ids or slugs, drops bad ones and duplicates', () => {
    expect(parseShareParam('a1b2,c3d4')).toEqual(['a1b2', 'c3d4'])
    expect(parseShareParam(' a1b2 ,,a1b2,<script>,c3d4,')).toEqual(['a1b2', 'c3d4'])
    expect(parseShareParam(42)).toEqual(['42'])
    expect(parseShareParam(undefined)).toEqual([])
    expect(parseShareParam({ s: 'x' })).toEqual([])
    expect(parseShareParam(['a'])).toEqual([])
    expect(parseShareParam('x'.repeat(121))).toEqual([])
    expect(parseShareParam(Array.from({ length: 500 }, (_, i) => `s${i}`).join(','))).toHaveLength(200)
  })
  it('round-trips a share link made of short numbers: ten sessions stay under 100 characters', () => {
    const link = shareLink('https://icnari2026.example.org', [3, 17])
    expect(link).toBe('https://icnari2026.example.org/programme?s=3,17')
    expect(parseShareParam(new URL(link).searchParams.get('s'))).toEqual(['3', '17'])
    const ten = shareLink('https://icnari2026.example.org', [101, 102, 103, 104, 105, 106, 107, 108, 109, 110])
    expect(ten.length).toBeLessThan(100)
  })
  it('finds a shared session by its number, and by the id or slug of links shared before', () => {
    const session = { _id: '0b9f6c1e-5a8e-4f47-9d55-1c2a3b4c5d6e', slug: 'smart-grids', number: 17 }
    const old = `https://example.org/programme?s=${session._id},other`
    for (const entry of [...parseShareParam(new URL(old).searchParams.get('s')), '17', 'smart-grids'])
      expect(sharedEntryIs(entry, session)).toBe(entry !== 'other')
    expect(sharedEntryIs('18', session)).toBe(false)
  })
})

describe('the store', () => {
  it('toggles, adds, removes and tells subscribers', () => {
    let calls = 0
    const off = subscribeMyProgramme(() => calls++)
    expect(getMyProgramme()).toEqual([])
    expect(toggleStarred(a)).toBe(true)
    expect(getMyProgramme()).toEqual([a])
    expect(getMyProgramme()).toBe(getMyProgramme())
    expect(addStarred([a, b])).toBe(1)
    expect(getMyProgramme()).toEqual([a, b])
    expect(JSON.parse(localStorage.getItem(MY_PROGRAMME_KEY)!)).toEqual([a, b])
    expect(toggleStarred(a)).toBe(false)
    removeStarred(b.id)
    expect(getMyProgramme()).toEqual([])
    expect(calls).toBe(4)
    off()
  })
  it('matches a session by id, or by slug for an entry made from a search result', () => {
    expect(isStarred([a], { _id: 'a1b2', slug: 'other' })).toBe(true)
    expect(isStarred([{ id: 'keynote', slug: 'keynote', title: '' }], { _id: 'zz', slug: 'keynote' })).toBe(true)
    expect(isStarred([a], { _id: 'zz', slug: 'zz' })).toBe(false)
  })
  it('survives a corrupted storage', () => {
    localStorage.setItem(MY_PROGRAMME_KEY, '[oops')
    expect(getMyProgramme()).toEqual([])
    expect(toggleStarred(b)).toBe(true)
    expect(getMyProgramme()).toEqual([b])
  })
})
