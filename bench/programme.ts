// make bench, the programme (issue 33): "with 3 days, 6 rooms, 200 sessions and 1,000 papers: the /programme page
// cold render (target < 100 ms) and cached (≥ 0.6 of the bare baseline, like the other pages); schedule.xml and
// calendar.ics cached". The programme is built through the API as an organiser would, then published.
import { compare, type Load } from './load'
import { fetchRaw, loginAsBenchAdmin, startBaseline } from './servers'

export const PROGRAMME_COLD_TARGET_MS = 100
export const PROGRAMME_CACHED_TARGET = 0.6
export const PROGRAMME_SESSIONS = 200
/** Cold renders of a fresh server before the measured ones. */
const COLD_WARM_UP = 3
const ROOMS = 6

export interface ProgrammeFigures {
  sessions: number
  pageBytes: number
  /** After a publish, median of 9, once the render's code is compiled; `firstRenders`: a fresh server's first ones. */
  cold: { median: number; all: number[]; firstRenders: number[] }
  cached: { path: string; site: Load; base: Load; bytes: number }[]
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** 6 rooms and 200 sessions over the conference's days (11 slots of 40 min per room and day, 2 to be scheduled). */
export async function seedProgramme(
  base: string,
): Promise<{ token: string; roomId: string; panelId: string; sessions: number }> {
  const token = await loginAsBenchAdmin(base)
  const send = (path: string, method: string, body: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    })
  const {
    settings: { conference },
  } = await json<{ settings: { conference: { startDate: string } } }>(await fetch(`${base}/api/settings`), 'settings')
  const papers = (
    await json<{ data: { _id: string }[] }>(await fetch(`${base}/api/papers/all?limit=1000`), 'papers')
  ).data.map((p) => p._id)
  const speakers = (
    await json<{ data: { _id: string }[] }>(await fetch(`${base}/api/speaker/all?limit=1000`), 'speakers')
  ).data.map((s) => s._id)
  const rooms: string[] = []
  for (let r = 0; r < ROOMS; r++) {
    const { room } = await json<{ room: { _id: string } }>(
      await send('/programme/rooms', 'POST', {
        name: `Bench Hall ${r + 1}`,
        capacity: 100 + r * 20,
        onlineUrl: `https://meet.example.org/bench-hall-${r + 1}`,
        position: r,
      }),
      'room',
    )
    rooms.push(room._id)
  }
  const first = new Date(`${conference.startDate}T09:00:00+05:30`).getTime()
  let n = 0
  for (let day = 0; day < 3; day++)
    for (let slot = 0; slot < 11; slot++)
      for (let r = 0; r < ROOMS && n < PROGRAMME_SESSIONS - 2; r++, n++) {
        const start = first + day * 86_400_000 + slot * 40 * 60_000
        await json(
          await send('/programme/sessions', 'POST', {
            kind: n % 9 === 0 ? 'keynote' : 'paper-session',
            title: `Paper session ${n + 1}: adaptive control of ${['grids', 'drives', 'storage', 'converters'][n % 4]}`,
            description: `Five papers on the theme of session ${n + 1}.\n\nQuestions after each paper.`,
            start: new Date(start).toISOString(),
            end: new Date(start + 40 * 60_000).toISOString(),
            roomId: rooms[r],
            track: `Track ${(n % 5) + 1}`,
            chairs: [`Prof. Chair ${n}`],
            speakerIds: speakers.length ? [speakers[n % speakers.length]] : [],
            paperIds: papers.slice(
              (n * 5) % Math.max(1, papers.length - 5),
              ((n * 5) % Math.max(1, papers.length - 5)) + 5,
            ),
          }),
          `session ${n}`,
        )
      }
  let panelId = ''
  for (; n < PROGRAMME_SESSIONS; n++) {
    const { session } = await json<{ session: { _id: string } }>(
      await send('/programme/sessions', 'POST', { kind: 'panel', title: `Panel ${n + 1}` }),
      `session ${n}`,
    )
    panelId = session._id
  }
  await json(await send('/programme/publish', 'POST', { note: 'Bench programme' }), 'publish')
  return { token, roomId: rooms[0]!, panelId, sessions: n }
}

/** The cold render (after a programme write drops the page), then the cached page and exports against bare Node. */
export async function measureProgramme(
  base: string,
  options: { seconds: number; rounds: number; connections: number; acceptEncoding: string },
  log: (s: string) => void,
): Promise<ProgrammeFigures> {
  const { token, panelId, sessions } = await seedProgramme(base)
  log(`programme: ${sessions} sessions in ${ROOMS} rooms published`)
  // What drops the programme's pages is a publish (a draft edit leaves them cached): a session renamed and the
  // programme published again, then the page asked for. The first renders of a fresh server also compile the render's
  // code; a running server has done that long before, so they are reported apart.
  const coldRender = async (i: number) => {
    await json(
      await fetch(`${base}/api/programme/sessions/${panelId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ title: `Panel, renamed ${i}` }),
      }),
      'rename',
    )
    await json(
      await fetch(`${base}/api/programme/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ note: `Bench ${i}` }),
      }),
      'publish',
    )
    const t = performance.now()
    const res = await fetch(`${base}/programme`, { headers: { 'accept-encoding': 'br' } })
    const bytes = (await res.text()).length
    return { ms: performance.now() - t, bytes }
  }
  const firstRenders: number[] = []
  for (let i = 0; i < COLD_WARM_UP; i++) firstRenders.push((await coldRender(i)).ms)
  const all: number[] = []
  let pageBytes = 0
  for (let i = 0; i < 9; i++) {
    const { ms, bytes } = await coldRender(COLD_WARM_UP + i)
    all.push(ms)
    pageBytes = bytes
  }
  const sorted = [...all].sort((a, b) => a - b)
  const cold = { median: sorted[Math.floor(sorted.length / 2)]!, all, firstRenders }
  const cached: ProgrammeFigures['cached'] = []
  for (const path of ['/programme', '/api/programme/schedule.xml', '/api/programme/calendar.ics']) {
    const headers = { 'accept-encoding': options.acceptEncoding }
    const fixture = await fetchRaw(base + path, headers)
    const baseline = await startBaseline({ [path]: fixture })
    const { site, base: bare } = await compare(base + path, baseline.url + path, headers, options)
    baseline.stop()
    cached.push({ path, site, base: bare, bytes: fixture.bytes })
    log(`programme ${path}: site ${site.rps.toFixed(0)} req/s, baseline ${bare.rps.toFixed(0)} req/s`)
  }
  return { sessions, pageBytes, cold, cached }
}
