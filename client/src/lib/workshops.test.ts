import { describe, expect, it } from 'vitest'
import { getDocumentTitle, getPageMeta } from '@/content/pages'
import type { PublishedProgrammeSession } from '@/lib/workshops'
import {
  findWorkshop,
  programmePageData,
  scheduleOf,
  workshopPageData,
  workshopPeople,
  workshopSummary,
  workshopsOf,
  workshopText,
} from '@/lib/workshops'
import { publishedSession } from '@/test/programme-fixtures'

const session = (number: number, kind: PublishedProgrammeSession['kind'], title: string, slug: string) =>
  publishedSession(number, { _id: `id-${number}`, kind, title, slug })

const programme = {
  sessions: [
    session(1, 'workshop', 'Photovoltaic Cells', 'photovoltaic-cell'),
    session(2, 'keynote', 'Opening keynote', 'opening-keynote'),
    session(3, 'workshop', 'Next-Gen Energy Sources: Renewable Energy Technologies', 'renewable-energy'),
  ],
}

describe('the workshops of the published programme', () => {
  it('are its sessions of kind workshop, by title', () => {
    expect(workshopsOf(programme).map((w) => w.slug)).toEqual(['renewable-energy', 'photovoltaic-cell'])
    expect(workshopsOf(undefined)).toEqual([])
  })

  it('are found by a slug written any way the old pages took it, and only workshops', () => {
    expect(findWorkshop(programme, 'Renewable%20Energy')?.number).toBe(3)
    expect(findWorkshop(programme, 'photovoltaic_cell')?.number).toBe(1)
    expect(findWorkshop(programme, 'opening-keynote')).toBeUndefined()
    expect(findWorkshop(programme, 'quantum-widgets')).toBeUndefined()
    expect(findWorkshop(undefined, 'photovoltaic-cell')).toBeUndefined()
  })
})

describe('a workshop description', () => {
  const description = [
    'First paragraph. It goes on.',
    'Second\nparagraph.',
    'Themes:\n- Thin-film photovoltaics\n- Perovskite and tandem cells',
    'A closing word.',
  ].join('\n\n')

  it('splits into the introduction, the themes (the list) and what follows', () => {
    expect(workshopText(description)).toEqual({
      introduction: ['First paragraph. It goes on.', 'Second paragraph.'],
      themes: ['Thin-film photovoltaics', 'Perovskite and tandem cells'],
      more: ['A closing word.'],
    })
    expect(workshopText('Just text.')).toEqual({ introduction: ['Just text.'], themes: [], more: [] })
    expect(workshopText('- one\r\n- two')).toEqual({ introduction: [], themes: ['one', 'two'], more: [] })
  })

  it('is summed up by its first sentence', () => {
    expect(workshopSummary(description)).toBe('First paragraph.')
    expect(workshopSummary(`${'word '.repeat(60)}end.`).length).toBeLessThanOrEqual(160)
  })
})

describe('a workshop page', () => {
  it('sorts its people by part', () => {
    const { speakers, coordinators, others } = workshopPeople([
      { name: 'A', role: 'Speaker' },
      { name: 'B', role: 'coordinator ' },
      { name: 'C', role: 'Moderator' },
    ])
    expect([speakers, coordinators, others].map((list) => list.map((p) => p.name))).toEqual([['A'], ['B'], ['C']])
  })

  it('says when and where it runs, in India time', () => {
    const rooms = [{ _id: 'r1', name: 'Seminar Hall 1' }]
    expect(scheduleOf({ start: null, end: null, roomId: null }, rooms)).toEqual({ room: undefined })
    expect(
      scheduleOf({ start: '2031-03-07T10:00:00+05:30', end: '2031-03-07T13:00:00+05:30', roomId: 'r1' }, rooms),
    ).toEqual({ date: '7 March', time: '10:00–13:00 IST', room: 'Seminar Hall 1' })
  })

  it('takes its title and description from its session; an unknown slug is "Session not found"', () => {
    const data = workshopPageData({
      sessions: [{ ...session(1, 'workshop', 'Photovoltaic Cells', 'photovoltaic-cell'), description: 'PV. More.' }],
    })
    expect(getPageMeta('/programs/technical-session/photovoltaic-cell', undefined, data)).toEqual({
      title: 'Photovoltaic Cells',
      description: 'PV.',
    })
    expect(getDocumentTitle('/programs/technical-session/Photovoltaic%20Cell', undefined, data)).toMatch(
      /^Photovoltaic Cells/,
    )
    expect(getPageMeta('/programs/technical-session/nope', undefined, data).title).toBe('Session not found')
    expect(getPageMeta('/programs/technical-session/photovoltaic-cell', undefined).title).toBe('Session not found')
  })
})

describe('the page data of the programme', () => {
  it("is read only by a session's page: any other page's title leaves the sessions alone", () => {
    let reads = 0
    const counted = {
      get sessions() {
        reads++
        return [
          { ...session(1, 'workshop', 'Photovoltaic Cells', 'photovoltaic-cell'), description: 'PV. More.' },
          { ...session(2, 'keynote', 'Opening Keynote', 'opening-keynote'), description: 'Welcome. More.' },
        ]
      },
    }
    const data = programmePageData(counted, { organiser: 'NIT Patna' })
    expect(getDocumentTitle('/programs/speakers', undefined, data)).toMatch(/^Speakers/)
    expect(reads).toBe(0)
    expect(getPageMeta('/programs/technical-session/photovoltaic-cell', undefined, data).title).toBe(
      'Photovoltaic Cells',
    )
    expect(getPageMeta('/programme/opening-keynote', undefined, data)).toEqual({
      title: 'Opening Keynote',
      description: 'Welcome.',
    })
    // Each list is made once, however often the titles read it.
    getPageMeta('/programme/opening-keynote', undefined, data)
    expect(reads).toBe(2)
    expect(data.organiser).toBe('NIT Patna')
  })
})
