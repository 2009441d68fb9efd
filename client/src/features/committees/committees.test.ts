import { describe, expect, it } from 'vitest'
import { COMMITTEE_CACHE_TTL_MS, committeeCacheKey, readCommitteeCache, writeCommitteeCache } from './committee-cache'
import { type CommitteeMember, groupOrganisingMembers, headingLabel } from './committees'

let n = 0
function member(committee: string, name: string, priority: number | null = null): CommitteeMember {
  n += 1
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    specialization: ['Power Systems'],
    college: 'NIT Patna',
    imageUrl: '/images/people/placeholder.webp',
    committee,
    description: 'd',
    role: null,
    priority,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

describe('groupOrganisingMembers', () => {
  it("orders groups by the organisers' headings when given (renamed, moved or added ones too)", () => {
    const groups = groupOrganisingMembers(
      [member('Organizing Chair', 'O'), member('Finance Chair', 'F'), member('Honorary Chairs (Chairman)', 'H')],
      ['Finance Chair', 'Honorary Chairs (Chairman)', 'Patron & General Chair', 'Organizing Chair'],
    )
    expect(groups.map((g) => g.label)).toEqual(['Finance Chair', 'Chairs', 'Organizing Chair'])
  })

  it('orders groups by the 15 committee headings, whatever order the members come in', () => {
    const groups = groupOrganisingMembers([
      member('Venue and Stage Chairs', 'V'),
      member('Program Chair', 'P'),
      member('Patron & General Chair', 'G'),
      member('Honorary Chairs (Chairman)', 'H'),
    ])
    expect(groups.map((g) => g.heading)).toEqual([
      'Patron & General Chair',
      'Honorary Chairs (Chairman)',
      'Program Chair',
      'Venue and Stage Chairs',
    ])
  })

  it('displays Honorary Chairs (Chairman) as Chairs and other headings as stored', () => {
    const groups = groupOrganisingMembers([
      member('Honorary Chairs (Chairman)', 'H'),
      member('Publicity and Media Chair(s)', 'M'),
    ])
    expect(groups.map((g) => g.label)).toEqual(['Chairs', 'Publicity and Media Chair(s)'])
    expect(headingLabel('Organizing Chair')).toBe('Organizing Chair')
  })

  it('hides empty headings and keeps the server order inside a group', () => {
    const members = [
      member('Program Chair', 'First', 1),
      member('Organizing Chair', 'O'),
      member('Program Chair', 'Second', 2),
      member('Program Chair', 'None'),
    ]
    const groups = groupOrganisingMembers(members)
    expect(groups).toHaveLength(2)
    expect(groups[1]?.members.map((m) => m.name)).toEqual(['First', 'Second', 'None'])
  })

  it('gives no groups for no members, and puts an unknown heading last', () => {
    expect(groupOrganisingMembers([])).toEqual([])
    const groups = groupOrganisingMembers([member('Something else', 'X'), member('Program Secretary', 'S')])
    expect(groups.map((g) => g.heading)).toEqual(['Program Secretary', 'Something else'])
  })
})

describe('committee cache', () => {
  it('keeps each committee under its own key for one day', () => {
    const now = 1_800_000_000_000
    writeCommitteeCache('organising', [member('Program Chair', 'A')], now)
    writeCommitteeCache('technical', [], now)
    expect(localStorage.getItem(committeeCacheKey('organising'))).toContain('"A"')
    expect(readCommitteeCache('organising', now + COMMITTEE_CACHE_TTL_MS - 1)?.members.map((m) => m.name)).toEqual([
      'A',
    ])
    expect(readCommitteeCache('technical', now)?.members).toEqual([])
    expect(readCommitteeCache('international', now)).toBeUndefined()
  })

  it('drops an entry a day old or broken', () => {
    const now = 1_800_000_000_000
    writeCommitteeCache('organising', [member('Program Chair', 'A')], now)
    expect(readCommitteeCache('organising', now + COMMITTEE_CACHE_TTL_MS)).toBeUndefined()
    expect(localStorage.getItem(committeeCacheKey('organising'))).toBeNull()
    localStorage.setItem(committeeCacheKey('technical'), '{not json')
    expect(readCommitteeCache('technical', now)).toBeUndefined()
    localStorage.setItem(committeeCacheKey('technical'), JSON.stringify({ members: 'x' }))
    expect(readCommitteeCache('technical', now)).toBeUndefined()
  })
})
