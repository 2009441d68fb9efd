import { describe, expect, it } from 'vitest'
import { memberInputFromForm } from '@/features/committees/admin/member-input'
import { galleryFormSchema } from '@/features/gallery/admin/gallery-form-schema'
import { speakerFormSchema } from '@/features/speakers/admin/speaker-form-schema'
import { splitComma } from '@/lib/utils'
import { indiaLocalToIso, isoToIndiaLocal, parsePriority, requiredImage } from './form-rules'

const png = (name = 'a.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type })

describe('parsePriority', () => {
  it('asks for a value when empty or blank', () => {
    expect(parsePriority('')).toEqual({ ok: false, message: 'Please enter a priority value.' })
    expect(parsePriority('   ')).toEqual({ ok: false, message: 'Please enter a priority value.' })
  })
  it.each(['abc', '1.5', '-1', '2e3', '1,000', '0x10', '99999999999'])('refuses %s as not a valid number', (raw) => {
    expect(parsePriority(raw)).toEqual({ ok: false, message: 'Please enter a valid number for priority.' })
  })
  it('accepts whole numbers from 0, trimmed', () => {
    expect(parsePriority('0')).toEqual({ ok: true, value: 0 })
    expect(parsePriority(' 12 ')).toEqual({ ok: true, value: 12 })
  })
})

describe('comma splitting of specialization and tags', () => {
  it('trims each item and drops empty ones', () => {
    expect(splitComma(' Power electronics,  Smart grids ,, ,EVs ')).toEqual(['Power electronics', 'Smart grids', 'EVs'])
    expect(splitComma(' , ,')).toEqual([])
  })
  it('the speaker form refuses a specialization of only commas', () => {
    const r = speakerFormSchema.safeParse({
      name: 'A',
      specialization: ' , ',
      description: 'd',
      designation: '',
      affiliation: '',
      image: undefined,
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Specialization is required.'])
  })
  it('the gallery form needs tags and an image, with their own messages', () => {
    const r = galleryFormSchema.safeParse({ image: [], tags: ' ,' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(['Please enter tags.', 'Please upload an image.'])
    expect(galleryFormSchema.safeParse({ image: [png()], tags: 'campus, day 1' }).success).toBe(true)
  })
  it('a member body carries the specialization as a trimmed list', () => {
    const body = memberInputFromForm(
      {
        name: ' N ',
        specialization: 'AI, , Power ',
        college: 'C',
        committee: 'Organizing Chair',
        description: 'D',
        role: ' ',
        image: undefined,
      },
      '/api/images/x.webp',
      false,
    )
    expect(body).toEqual({
      name: 'N',
      specialization: ['AI', 'Power'],
      college: 'C',
      committee: 'Organizing Chair',
      description: 'D',
      imageUrl: '/api/images/x.webp',
    })
  })
})

describe('image inputs', () => {
  const schema = requiredImage('Please upload an image.')
  it('accept image types only', () => {
    expect(schema.safeParse([png()]).success).toBe(true)
    expect(schema.safeParse([png('a.svg', 'image/svg+xml')]).error?.issues[0]?.message).toBe(
      'Please choose a PNG, JPEG, WebP, GIF or AVIF image.',
    )
    expect(schema.safeParse([png('a.txt', 'text/plain')]).success).toBe(false)
  })
})

describe('event date in India time', () => {
  it('turns a datetime-local value into ISO with +05:30', () => {
    expect(indiaLocalToIso('2026-03-06T10:30')).toBe('2026-03-06T10:30:00+05:30')
    expect(new Date(indiaLocalToIso('2026-03-06T10:30')).toISOString()).toBe('2026-03-06T05:00:00.000Z')
  })
  it('turns an instant back into the India-time datetime-local value, across midnight', () => {
    expect(isoToIndiaLocal('2026-01-09T18:30:00.000Z')).toBe('2026-01-10T00:00')
    expect(isoToIndiaLocal(indiaLocalToIso('2026-03-06T10:30'))).toBe('2026-03-06T10:30')
  })
})
