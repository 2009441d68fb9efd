import { isEditionUrl } from '@common/conference'
import { ICNARI_2026 } from '@common/fixtures/conference'
import { describe, expect, it } from 'vitest'
import { addYears, editionFormSchema, nextEditionDefaults } from './edition-form'

const CURRENT = ICNARI_2026

describe('nextEditionDefaults', () => {
  it('starts from the current edition one year on', () => {
    expect(nextEditionDefaults(CURRENT)).toEqual({
      name: CURRENT.name,
      shortName: 'ICNARI 2027',
      acronym: 'icnari2027',
      year: 2027,
      startDate: '2027-03-06',
      endDate: '2027-03-08',
      publicUrl: 'https://icnari2027.example.org',
    })
  })

  it('adds the year where the names do not write it, and leaves a public URL without it to the organiser', () => {
    const d = nextEditionDefaults({
      ...CURRENT,
      shortName: 'ICNARI',
      acronym: 'icnari',
      publicUrl: 'https://icnari.org',
    })
    expect([d.shortName, d.acronym, d.publicUrl]).toEqual(['ICNARI 2027', 'icnari2027', ''])
    expect(nextEditionDefaults({ ...CURRENT, publicUrl: '' }).publicUrl).toBe('')
  })

  it('moves 29 February to the 28th', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(addYears('2027-12-31', 1)).toBe('2028-12-31')
  })
})

describe('editionFormSchema', () => {
  it('checks what the server checks, naming the field', () => {
    const result = editionFormSchema.safeParse({
      ...nextEditionDefaults(CURRENT),
      acronym: 'ICNARI 2027',
      endDate: '2027-03-01',
      publicUrl: 'http://icnari2027.example.org',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['acronym', 'endDate', 'publicUrl'])
  })

  it('allows http only on localhost names, and sends the origin', () => {
    expect(isEditionUrl('http://icnari2027.localhost:4301')).toBe(true)
    expect(isEditionUrl('https://icnari2027.example.org/')).toBe(true)
    expect(isEditionUrl('https://icnari2027.example.org/2027')).toBe(false)
    const parsed = editionFormSchema.parse({
      ...nextEditionDefaults(CURRENT),
      publicUrl: 'https://icnari2027.example.org/',
    })
    expect(parsed.publicUrl).toBe('https://icnari2027.example.org')
  })
})
