import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from './api'
import { changedFields } from './audit-diff'
import { ActivityEntry } from './components/activity-entry'
import { describeEntry } from './describe-entry'

const actor = { _id: '0b6f2a3c-5d4e-4f1a-8b9c-7e6d5c4b3a21', email: 'chair@example.org', name: 'Conference Chair' }
const speaker = {
  _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  name: 'Dr. A. Sharma',
  specialization: ['Power electronics'],
  description: 'Works on converters.',
  priority: 0,
  createdAt: '2026-01-10T09:30:00.000Z',
}
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  _id: '7d3c8e2a-1f4b-4c6d-9a8e-2b1c0d9e8f7a',
  at: '2026-01-10T09:30:00.000Z',
  actor,
  action: 'update',
  entity: 'speaker',
  entityId: speaker._id,
  before: speaker,
  after: speaker,
  ...over,
})

describe('the activity log in words', () => {
  it('an update shows only the fields that changed, lists as text', () => {
    const after = { ...speaker, name: 'Prof. A. Sharma', specialization: ['Power electronics', 'EVs'] }
    expect(changedFields(speaker, after)).toEqual([
      { field: 'name', label: 'Name', before: 'Dr. A. Sharma', after: 'Prof. A. Sharma' },
      {
        field: 'specialization',
        label: 'Specialization',
        before: 'Power electronics',
        after: 'Power electronics, EVs',
      },
    ])
  })

  it('an addition lists every field with a value, a deletion every field it had (ids and times left out)', () => {
    expect(changedFields(null, speaker).map((c) => c.field)).toEqual([
      'name',
      'specialization',
      'description',
      'priority',
    ])
    expect(changedFields(speaker, null).every((c) => c.after === undefined)).toBe(true)
  })

  it('describes entries in plain words, committee members with their committee', () => {
    expect(describeEntry(entry({}))).toBe('changed the speaker “Dr. A. Sharma”')
    const member = { name: 'Dr. K', kind: 'industry' }
    expect(describeEntry(entry({ action: 'create', entity: 'member', before: null, after: member }))).toBe(
      'added the industry programme committee member “Dr. K”',
    )
    expect(describeEntry(entry({ action: 'login', entity: 'session', before: null, after: null }))).toBe('logged in')
    for (const [action, words] of [
      ['password-change', 'changed their password'],
      ['totp-enable', 'turned on two-factor authentication'],
      ['totp-disable', 'turned off two-factor authentication'],
      ['session-revoke', 'signed out a session'],
    ] as const)
      expect(describeEntry(entry({ action, entity: 'admin', before: null, after: null }))).toBe(words)
    expect(describeEntry(entry({ action: 'export', entity: 'message', before: null, after: { count: 3 } }))).toBe(
      'exported the contact messages',
    )
    const imported = { file: 'Submissions.xlsx', created: 2, updated: 0 }
    expect(describeEntry(entry({ action: 'import', entity: 'paper', before: null, after: imported }))).toBe(
      'imported papers from “Submissions.xlsx”',
    )
  })

  it('renders before struck through and after highlighted under column headers, not by colour alone', () => {
    render(<ActivityEntry entry={entry({ after: { ...speaker, description: 'Works on EV chargers.' } })} />)
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before', 'After'])
    const row = within(table).getByRole('row', { name: /Description/ })
    expect(row.querySelector('del')?.textContent).toBe('Works on converters.')
    expect(row.querySelector('ins')?.textContent).toBe('Works on EV chargers.')
    expect(within(table).queryByText('Dr. A. Sharma')).toBeNull()
    expect(screen.getByRole('article', { name: 'Conference Chair changed the speaker “Dr. A. Sharma”' })).toBeTruthy()
  })
})
