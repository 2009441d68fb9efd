import { describe, expect, it } from 'vitest'
import { emptySession, formFieldOfIssue, formToSessionInput, sessionFormSchema, sessionToForm } from './session-form'

const session = {
  kind: 'paper-session' as const,
  title: 'Smart grids',
  slug: 'smart-grids',
  description: 'Three papers.',
  start: '2031-03-07T04:30:00.000Z',
  end: '2031-03-07T06:00:00.000Z',
  roomId: 'r1',
  track: null,
  chairs: ['Prof. R. Singh', 'Dr. A. Kumar'],
  speakerIds: ['s1'],
  people: [{ name: 'B. Rao', role: 'Coordinator', institution: 'NIT Patna' }],
  paperIds: ['p2', 'p1'],
  onlineUrl: null,
}

describe('the session form', () => {
  it('shows a session in India time and sends it back with +05:30', () => {
    const form = sessionToForm(session)
    expect(form).toMatchObject({
      day: '2031-03-07',
      startTime: '10:00',
      endTime: '11:30',
      chairs: 'Prof. R. Singh\nDr. A. Kumar',
    })
    expect(formToSessionInput(form)).toEqual({
      kind: 'paper-session',
      title: 'Smart grids',
      slug: 'smart-grids',
      description: 'Three papers.',
      start: '2031-03-07T10:00:00+05:30',
      end: '2031-03-07T11:30:00+05:30',
      roomId: 'r1',
      track: '',
      chairs: ['Prof. R. Singh', 'Dr. A. Kumar'],
      speakerIds: ['s1'],
      paperIds: ['p2', 'p1'],
      people: [{ name: 'B. Rao', role: 'Coordinator', institution: 'NIT Patna' }],
      onlineUrl: '',
    })
  })

  it('sends a session without a day as not yet scheduled, in every room, without a slug', () => {
    const input = formToSessionInput({ ...emptySession(), title: ' Closing ', startTime: '10:00' })
    expect(input).toMatchObject({ start: null, end: null, roomId: null, title: 'Closing' })
    expect(input).not.toHaveProperty('slug')
  })

  it('checks the times only when a day is chosen, and the end after the start', () => {
    const base = { ...emptySession(), title: 'Keynote' }
    expect(sessionFormSchema.safeParse(base).success).toBe(true)
    const bad = sessionFormSchema.safeParse({ ...base, day: '2031-03-07', startTime: '11:00', endTime: '10:30' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endTime', 'End must be after the start.'],
    ])
    const missing = sessionFormSchema.safeParse({ ...base, day: '2031-03-07' })
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['startTime', 'endTime'])
  })

  it('takes a session past midnight when its end is marked as the next day, and keeps one the API placed there', () => {
    const evening = {
      ...emptySession(),
      title: 'Cultural evening',
      day: '2031-03-07',
      startTime: '22:30',
      endTime: '00:30',
    }
    expect(sessionFormSchema.safeParse(evening).success).toBe(false)
    const pastMidnight = { ...evening, endsNextDay: true }
    expect(sessionFormSchema.safeParse(pastMidnight).success).toBe(true)
    expect(formToSessionInput(pastMidnight)).toMatchObject({
      start: '2031-03-07T22:30:00+05:30',
      end: '2031-03-08T00:30:00+05:30',
    })
    // 19:00 UTC on the 7th is 00:30 on the 8th in India: an edit sends the same end back.
    const form = sessionToForm({ ...session, start: '2031-03-07T17:00:00.000Z', end: '2031-03-07T19:00:00.000Z' })
    expect(form).toMatchObject({ day: '2031-03-07', startTime: '22:30', endTime: '00:30', endsNextDay: true })
    expect(formToSessionInput(form).end).toBe('2031-03-08T00:30:00+05:30')
    expect(sessionToForm(session).endsNextDay).toBe(false)
  })

  it('refuses a bad slug, a javascript: link and a person without a role', () => {
    const r = sessionFormSchema.safeParse({
      ...emptySession(),
      title: 'Panel',
      slug: 'Not A Slug',
      onlineUrl: 'javascript:alert(1)',
      people: [{ name: 'A', role: '', designation: '', institution: '', email: 'nope' }],
    })
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'onlineUrl',
      'people.0.email',
      'people.0.role',
      'slug',
    ])
  })

  it('puts the server’s issues beside their fields', () => {
    expect(formFieldOfIssue('end')).toBe('endTime')
    expect(formFieldOfIssue('speakerIds.1')).toBe('speakerIds')
    expect(formFieldOfIssue('people.0.email')).toBe('people.0.email')
    expect(formFieldOfIssue('slug')).toBe('slug')
    expect(formFieldOfIssue('status')).toBeUndefined()
  })
})
