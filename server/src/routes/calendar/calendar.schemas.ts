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
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//NIT Patna//ICNARI 2031 website//EN\r\nCALSCALE:GREGORIAN\r\n' +
    'METHOD:PUBLISH\r\nX-WR-CALNAME:ICNARI 2031 important dates\r\nX-WR-TIMEZONE:Asia/Kolkata\r\nBEGIN:VEVENT\r\n' +
    'UID:3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f@icnari.example.org\r\nDTSTAMP:20301120T093000Z\r\nSEQUENCE:1\r\n' +
    'DTSTART;VALUE=DATE:20301128\r\nDTEND;VALUE=DATE:20301129\r\nSUMMARY:ICNARI 2031: Paper submission deadline\r\n' +
    'END:VEVENT\r\nEND:VCALENDAR\r\n',
})
