import { isHttpUrl } from '@common/field-rules'
import type { Organiser } from '@common/organiser'
import { z } from 'zod'
import type { SettingsPatch } from './api'

// The "Organiser and address" section's fields as typed; the server checks the lengths again and names the field.

const required = (label: string) => z.string().trim().min(1, `${label} is required.`)
const coordinate = (label: string, limit: number, example: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit),
      `${label} must be a number of degrees from -${limit} to ${limit}, e.g. ${example}.`,
    )

export const organiserFormSchema = z
  .object({
    series: required('Series name'),
    department: z.string().trim(),
    institute: required('Institute (short name)'),
    instituteFullName: required('Institute (full name)'),
    website: z
      .string()
      .trim()
      .refine((v) => v === '' || isHttpUrl(v), 'Web site must be empty or an absolute http:// or https:// URL.'),
    lines: z
      .string()
      .transform((v) =>
        v
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      )
      .refine((lines) => lines.length >= 1 && lines.length <= 4, 'Give 1 to 4 address lines, one per line.'),
    city: required('City'),
    state: z.string().trim(),
    postalCode: z.string().trim(),
    country: required('Country'),
    latitude: coordinate('Latitude', 90, '25.6207'),
    longitude: coordinate('Longitude', 180, '85.1725'),
  })
  .refine((v) => (v.latitude === '') === (v.longitude === ''), {
    path: ['longitude'],
    message: 'Give both the latitude and the longitude, or neither (no map).',
  })

export type OrganiserFormInput = z.input<typeof organiserFormSchema>
export type OrganiserFormValues = z.output<typeof organiserFormSchema>

export function organiserToForm(o: Organiser): OrganiserFormInput {
  return {
    series: o.series,
    department: o.department,
    institute: o.institute,
    instituteFullName: o.instituteFullName,
    website: o.website,
    lines: o.address.lines.join('\n'),
    city: o.address.city,
    state: o.address.state,
    postalCode: o.address.postalCode,
    country: o.address.country,
    latitude: o.map ? String(o.map.latitude) : '',
    longitude: o.map ? String(o.map.longitude) : '',
  }
}

export function organiserPatch(v: OrganiserFormValues): SettingsPatch {
  const { lines, city, state, postalCode, country, latitude, longitude, ...names } = v
  return {
    organiser: {
      ...names,
      address: { lines, city, state, postalCode, country },
      map: latitude === '' ? null : { latitude: Number(latitude), longitude: Number(longitude) },
    },
  }
}
