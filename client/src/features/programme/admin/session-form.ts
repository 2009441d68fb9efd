import { addDays } from '@common/conference'
import { SESSION_KINDS, SESSION_LIMITS, type SessionKind, type SessionPerson, SLUG_RE } from '@common/programme'
import { z } from 'zod'
import { optionalHttpUrl, optionalText, requiredText } from '@/lib/admin/form-rules'
import { isDay, isoToIst, isTime, istToIso } from './programme-time'

// The session form: what the admin types (day and times in India, chairs one per line, '' for "none") and the
// API's SessionInput it becomes, both ways. The checks are the API's, so most mistakes are caught before sending.

const personSchema = z.object({
  name: requiredText('Name', SESSION_LIMITS.name),
  role: requiredText('Role'),
  designation: optionalText('Designation'),
  institution: optionalText('Institution'),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.'),
  /** Kept as it was (set through the API); not edited here. */
  imageUrl: z.string().optional(),
})

export const sessionFormSchema = z
  .object({
    kind: z.enum(SESSION_KINDS, { error: 'Please choose a kind.' }),
    title: requiredText('Title', SESSION_LIMITS.title),
    slug: z
      .string()
      .trim()
      .max(SESSION_LIMITS.slug, `Slug must be at most ${SESSION_LIMITS.slug} characters.`)
      .refine(
        (v) => v === '' || SLUG_RE.test(v),
        'Slug may hold only lower-case letters, digits and single hyphens between them.',
      ),
    description: optionalText('Description', SESSION_LIMITS.description),
    /** '' while the session is not yet scheduled. */
    day: z.string().refine((v) => v === '' || isDay(v), 'Please choose a day.'),
    startTime: z.string().trim(),
    endTime: z.string().trim(),
    /** The end time is on the day after `day` (a session past midnight, such as a cultural evening). */
    endsNextDay: z.boolean(),
    /** '' for every room (a plenary break). */
    roomId: z.string(),
    track: optionalText('Track', SESSION_LIMITS.track),
    chairs: z.string().superRefine((v, ctx) => {
      const names = lines(v)
      if (names.length > SESSION_LIMITS.chairs)
        ctx.addIssue({ code: 'custom', message: `Chairs may have at most ${SESSION_LIMITS.chairs} names.` })
      else if (names.some((n) => n.length > SESSION_LIMITS.name))
        ctx.addIssue({ code: 'custom', message: `Each chair must be at most ${SESSION_LIMITS.name} characters.` })
    }),
    speakerIds: z.array(z.string()).max(SESSION_LIMITS.speakers, `At most ${SESSION_LIMITS.speakers} speakers.`),
    paperIds: z.array(z.string()).max(SESSION_LIMITS.papers, `At most ${SESSION_LIMITS.papers} papers.`),
    people: z.array(personSchema).max(SESSION_LIMITS.people, `At most ${SESSION_LIMITS.people} people.`),
    onlineUrl: optionalHttpUrl('Online link'),
  })
  .superRefine((v, ctx) => {
    if (v.day === '') return
    if (!isTime(v.startTime))
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Please enter the start time (HH:MM, IST).' })
    if (!isTime(v.endTime))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Please enter the end time (HH:MM, IST).' })
    else if (isTime(v.startTime) && !v.endsNextDay && v.endTime <= v.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End must be after the start.' })
  })

export type SessionFormValues = z.infer<typeof sessionFormSchema>
export type SessionFormPerson = SessionFormValues['people'][number]

export const EMPTY_PERSON: SessionFormPerson = { name: '', role: '', designation: '', institution: '', email: '' }

export function emptySession(day = ''): SessionFormValues {
  return {
    kind: 'talk',
    title: '',
    slug: '',
    description: '',
    day,
    startTime: '',
    endTime: '',
    endsNextDay: false,
    roomId: '',
    track: '',
    chairs: '',
    speakerIds: [],
    paperIds: [],
    people: [],
    onlineUrl: '',
  }
}

const lines = (v: string) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

/** A session of the draft (GET /programme/sessions) as the form shows it. */
export interface SessionLike {
  kind: SessionKind
  title: string
  slug: string
  description: string
  start: string | null
  end: string | null
  roomId: string | null
  track: string | null
  chairs: string[]
  speakerIds: string[]
  people: SessionPerson[]
  paperIds: string[]
  onlineUrl: string | null
}

export function sessionToForm(s: SessionLike): SessionFormValues {
  const start = s.start ? isoToIst(s.start) : null
  const end = s.end ? isoToIst(s.end) : null
  return {
    kind: s.kind,
    title: s.title,
    slug: s.slug,
    description: s.description,
    day: start?.day ?? '',
    startTime: start?.time ?? '',
    endTime: end?.time ?? '',
    // A session the API placed past midnight keeps its end when edited here (the form holds one day and a flag).
    endsNextDay: start !== null && end !== null && end.day > start.day,
    roomId: s.roomId ?? '',
    track: s.track ?? '',
    chairs: s.chairs.join('\n'),
    speakerIds: [...s.speakerIds],
    paperIds: [...s.paperIds],
    people: s.people.map((p) => ({
      name: p.name,
      role: p.role,
      designation: p.designation ?? '',
      institution: p.institution ?? '',
      email: p.email ?? '',
      ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}),
    })),
    onlineUrl: s.onlineUrl ?? '',
  }
}

/** The body of POST /programme/sessions or PUT /programme/sessions/{id} (every field, so an edit is whole). */
export function formToSessionInput(v: SessionFormValues) {
  const scheduled = v.day !== ''
  const optional = (s: string | undefined) => (s?.trim() ? s.trim() : undefined)
  return {
    kind: v.kind,
    title: v.title.trim(),
    // Left out when empty: the server makes it from the title (or keeps the current one).
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    description: v.description.trim(),
    start: scheduled ? istToIso(v.day, v.startTime) : null,
    end: scheduled ? istToIso(v.endsNextDay ? addDays(v.day, 1) : v.day, v.endTime) : null,
    roomId: v.roomId === '' ? null : v.roomId,
    track: v.track.trim(),
    chairs: lines(v.chairs),
    speakerIds: v.speakerIds,
    paperIds: v.paperIds,
    people: v.people.map((p) => {
      const person: SessionPerson = { name: p.name.trim(), role: p.role.trim() }
      const designation = optional(p.designation)
      const institution = optional(p.institution)
      const email = optional(p.email)
      const imageUrl = optional(p.imageUrl)
      if (designation) person.designation = designation
      if (institution) person.institution = institution
      if (email) person.email = email
      if (imageUrl) person.imageUrl = imageUrl
      return person
    }),
    // '' means none (the contract types this field as a string; the server reads '' as null).
    onlineUrl: v.onlineUrl.trim(),
  }
}

/** The form field a server issue (`issues[].path` of a 400) belongs to, or undefined when none does. */
export function formFieldOfIssue(path: string): string | undefined {
  if (path === 'start') return 'startTime'
  if (path === 'end') return 'endTime'
  if (path.startsWith('speakerIds')) return 'speakerIds'
  if (path.startsWith('paperIds')) return 'paperIds'
  if (path.startsWith('chairs')) return 'chairs'
  if (/^people\.\d+\.(name|role|designation|institution|email)$/.test(path)) return path
  if (path.startsWith('people')) return 'people'
  const plain = ['kind', 'title', 'slug', 'description', 'roomId', 'track', 'onlineUrl']
  return plain.includes(path) ? path : undefined
}
