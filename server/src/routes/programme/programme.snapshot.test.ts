import { describe, expect, it } from 'vitest'
import type { PublishedRoom } from '../../../../common/programme'
import { changeInWords } from '../../../../common/programme-words'
import { resolvedSession } from './programme.fixtures'
import { nextVersion, type ResolvedSession } from './programme.snapshot'

// The changelog's sentences as the server writes them into a version (issue 55 item 2).

const hall: PublishedRoom = {
  _id: 'r1',
  name: 'Seminar Hall 1',
  capacity: 80,
  onlineUrl: 'https://meet.example.org/1',
  position: 1,
}
const workshop = (over: Partial<ResolvedSession> = {}): ResolvedSession =>
  resolvedSession({
    _id: 'w1',
    number: 7,
    kind: 'workshop',
    title: 'Photovoltaic workshop',
    slug: 'photovoltaic-workshop',
    ...over,
  })
const AT = '2031-03-01T00:00:00.000Z'

describe('nextVersion', () => {
  it('a workshop scheduled into a room is "Scheduled for …", without "Changed: link" for the link it inherits', () => {
    const v1 = nextVersion([hall], [workshop()], null, AT)
    const scheduled = workshop({
      start: '2031-03-06T14:30:00+05:30',
      end: '2031-03-06T16:00:00+05:30',
      roomId: 'r1',
      onlineUrl: hall.onlineUrl,
    })
    const v2 = nextVersion([hall], [scheduled], v1.snapshot, AT)
    expect(v2.changes.map(changeInWords)).toEqual(['Scheduled for 6 March, 14:30, Seminar Hall 1'])
    // The calendar still learns of the new time.
    expect(v2.snapshot.sessions[0]?.sequence).toBe(1)
  })

  it("a room's new link is not its sessions' change, but raises their calendar sequence; a session's own link is", () => {
    const inRoom = workshop({ start: '2031-03-06T14:30:00+05:30', end: '2031-03-06T16:00:00+05:30', roomId: 'r1' })
    const v1 = nextVersion([hall], [{ ...inRoom, onlineUrl: hall.onlineUrl }], null, AT)
    const relinked = { ...hall, onlineUrl: 'https://meet.example.org/new' }
    const v2 = nextVersion([relinked], [{ ...inRoom, onlineUrl: relinked.onlineUrl }], v1.snapshot, AT)
    expect(v2.changes).toEqual([])
    expect(v2.snapshot.sessions[0]?.sequence).toBe(1)
    const v3 = nextVersion([relinked], [{ ...inRoom, onlineUrl: 'https://meet.example.org/own' }], v2.snapshot, AT)
    expect(v3.changes.map(changeInWords)).toEqual(['Updated: online link'])
  })
})
