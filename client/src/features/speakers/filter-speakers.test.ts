import { describe, expect, it } from 'vitest'
import { filterSpeakers } from './filter-speakers'

const speakers = [
  { name: 'Dr. Asha Verma', specialization: ['Power Electronics', 'EV Charging'], description: 'Works on converters.' },
  { name: 'Prof. Ravi Kumar', specialization: ['Photovoltaics'], description: 'Studies PEROVSKITE tandem cells.' },
  { name: 'Dr. Meera Rao', specialization: [], description: 'Smart grids and microgrids.' },
]

describe('filterSpeakers', () => {
  it('keeps everyone, in order, for an empty or blank query', () => {
    expect(filterSpeakers(speakers, '')).toEqual(speakers)
    expect(filterSpeakers(speakers, '   ')).toEqual(speakers)
  })

  it('matches a substring of the name, case-insensitively', () => {
    expect(filterSpeakers(speakers, 'ravi').map((s) => s.name)).toEqual(['Prof. Ravi Kumar'])
    expect(filterSpeakers(speakers, 'DR.').map((s) => s.name)).toEqual(['Dr. Asha Verma', 'Dr. Meera Rao'])
  })

  it('matches any specialization and the description', () => {
    expect(filterSpeakers(speakers, 'ev charg').map((s) => s.name)).toEqual(['Dr. Asha Verma'])
    expect(filterSpeakers(speakers, 'perovskite').map((s) => s.name)).toEqual(['Prof. Ravi Kumar'])
    expect(filterSpeakers(speakers, 'microgrid').map((s) => s.name)).toEqual(['Dr. Meera Rao'])
  })

  it('trims the query and gives nothing when nothing matches', () => {
    expect(filterSpeakers(speakers, '  verma ').map((s) => s.name)).toEqual(['Dr. Asha Verma'])
    expect(filterSpeakers(speakers, 'quantum')).toEqual([])
  })

  it('does not match across fields', () => {
    expect(filterSpeakers(speakers, 'Verma Power')).toEqual([])
  })
})
