import { z } from '@hono/zod-openapi'

export const CalendarFileParam = z.object({
  // No format rule: anything but `<id>.ics` of a known date is simply not found (404).
  file: z
    .string()
    .max(100)
    .openapi({
      param: { name: 'file', in: 'path' },
      description: 'The id of an important date followed by `.ics`.',
      example: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.ics',
    }),
})

/** An iCalendar document as OpenAPI sees it: text. */
export const ICalendarText = z.string().openapi({
  description: 'An iCalendar document (RFC 5545): CRLF line ends, lines folded at 75 octets.',
  example:
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//NIT Patna//ICNARI 2026 website//EN\r\nCALSCALE:GREGORIAN\r\n' +
    'METHOD:PUBLISH\r\nX-WR-CALNAME:ICNARI 2026 important dates\r\nX-WR-TIMEZONE:Asia/Kolkata\r\nBEGIN:VEVENT\r\n' +
    'UID:3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f@icnari2026.example.org\r\nDTSTAMP:20251120T093000Z\r\nSEQUENCE:1\r\n' +
    'DTSTART;VALUE=DATE:20251128\r\nDTEND;VALUE=DATE:20251129\r\nSUMMARY:ICNARI 2026: Paper submission deadline\r\n' +
    'END:VEVENT\r\nEND:VCALENDAR\r\n',
})
