import { frabScheduleOf } from './programme.frab'

/** The published snapshot and version, the conference and the site's origin: what both formats are written from. */
type FrabOf = Parameters<typeof frabScheduleOf>

// The frab schedule XML and JSON (c3voc's validators: validator/xsd/schedule.xml.xsd and validator/json/schema.json).

/** XML text and attribute values: `&`, `<`, `>` and `"` as entities, and characters XML 1.0 forbids dropped. */
function xmlText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 does not allow at all
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  )
}

const el = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`

/** The frab schedule XML (c3voc's schedule.xml.xsd). */
export function scheduleXmlOf(...of: FrabOf): string {
  const s = frabScheduleOf(...of)
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    `  ${el('url', s.url)}`,
    `  ${el('version', s.version)}`,
    '  <conference>',
    `    ${el('acronym', s.acronym)}`,
    `    ${el('title', s.title)}`,
    `    ${el('start', s.start)}`,
    `    ${el('end', s.end)}`,
    `    ${el('days', s.days.length)}`,
    `    ${el('timeslot_duration', s.timeslotDuration)}`,
    `    ${el('base_url', s.baseUrl)}`,
    `    ${el('url', s.conferenceUrl)}`,
    `    ${el('time_zone_name', s.timeZone)}`,
    ...s.tracks.map((t) => `    <track name="${xmlText(t)}"/>`),
    '  </conference>',
  ]
  for (const day of s.days) {
    lines.push(`  <day index="${day.index}" date="${day.date}" start="${day.start}" end="${day.end}">`)
    for (const { room, events } of day.rooms) {
      if (!events.length) {
        lines.push(`    <room name="${xmlText(room.name)}" guid="${room.guid}"/>`)
        continue
      }
      lines.push(`    <room name="${xmlText(room.name)}" guid="${room.guid}">`)
      for (const e of events) {
        lines.push(
          `      <event guid="${e.guid}" id="${e.id}">`,
          `        ${el('date', e.date)}`,
          `        ${el('start', e.start)}`,
          `        ${el('duration', e.duration)}`,
          `        ${el('room', e.room)}`,
          `        ${el('slug', e.slug)}`,
          `        ${el('url', e.url)}`,
          `        ${el('title', e.title)}`,
          `        ${el('track', e.track ?? '')}`,
          `        ${el('type', e.type)}`,
          `        ${el('language', e.language)}`,
          `        ${el('abstract', e.abstract)}`,
          `        ${el('description', e.description)}`,
          '        <persons>',
          ...e.persons.map((p) => `          <person${p.guid ? ` guid="${p.guid}"` : ''}>${xmlText(p.name)}</person>`),
          '        </persons>',
          '        <links>',
          ...e.links.map((l) => `          <link href="${xmlText(l.url)}">${xmlText(l.title)}</link>`),
          '        </links>',
          '      </event>',
        )
      }
      lines.push('    </room>')
    }
    lines.push('  </day>')
  }
  lines.push('</schedule>')
  return `${lines.join('\n')}\n`
}

/** The frab schedule JSON (c3voc's schema.json). */
export function scheduleJsonOf(...of: FrabOf): string {
  const s = frabScheduleOf(...of)
  const origin = of[3]
  const document = {
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      url: `${origin}/api/programme/schedule.json`,
      version: s.version,
      base_url: s.baseUrl,
      conference: {
        acronym: s.acronym,
        title: s.title,
        ...(s.description ? { description: s.description } : {}),
        start: s.start,
        end: s.end,
        daysCount: s.days.length,
        timeslot_duration: s.timeslotDuration,
        time_zone_name: s.timeZone,
        url: s.conferenceUrl,
        rooms: s.rooms.map((r) => ({
          name: r.name,
          guid: r.guid,
          capacity: r.capacity,
          ...(r.onlineUrl ? { url: r.onlineUrl } : {}),
        })),
        tracks: s.tracks.map((name) => ({ name })),
        days: s.days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(
            day.rooms.map(({ room, events }) => [
              room.name,
              events.map((e) => ({
                guid: e.guid,
                id: e.id,
                date: e.date,
                start: e.start,
                duration: e.duration,
                room: e.room,
                slug: e.slug,
                url: e.url,
                title: e.title,
                subtitle: null,
                track: e.track,
                type: e.type,
                language: e.language,
                abstract: e.abstract,
                description: e.description,
                persons: e.persons,
                links: e.links,
              })),
            ]),
          ),
        })),
      },
    },
  }
  return `${JSON.stringify(document, null, 2)}\n`
}

// ---- iCalendar ----
