import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api, ok, resetMockApi, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { PapersCoverage, uncoveredCsv } from './papers-coverage'

answerApiByHand()
const { GET: get, POST: post } = api

const PAPERS = {
  papers: [
    {
      _id: 'p1',
      cmtId: '101',
      heading: '=HYPERLINK("http://evil") grids',
      authors: ['A. Kumar', 'S. "Sam" Singh'],
      registrations: [{ code: 'R7K2QX', name: 'A. Kumar', status: 'awaiting-payment' }],
      covered: false,
    },
    {
      _id: 'p2',
      cmtId: '102',
      heading: 'Battery ageing',
      authors: ['R. Verma'],
      registrations: [{ code: 'R8AB12', name: 'R. Verma', status: 'confirmed' }],
      covered: true,
    },
  ],
  uncovered: 1,
}

afterEach(() => {
  resetMockApi()
})

describe('uncoveredCsv', () => {
  it('lists only the uncovered papers, quoted, with a formula-looking cell neutralised', () => {
    const lines = uncoveredCsv(PAPERS.papers).split('\r\n')
    expect(lines).toEqual([
      '"CMT ID","Title","Authors","Registrations"',
      `"101","'=HYPERLINK(""http://evil"") grids","A. Kumar; S. ""Sam"" Singh","R7K2QX (awaiting-payment)"`,
    ])
  })
})

describe('PapersCoverage', () => {
  it('shows coverage; "Remind authors" is sent only after the dry-run count', async () => {
    localStorage.setItem('token', 't-1')
    get.mockResolvedValue(ok(PAPERS))
    renderWithRouter(<PapersCoverage />)
    expect(await screen.findByText('1 of 2 papers have no confirmed registration.')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Battery ageing/ })).toHaveTextContent('Yes')
    const remind = screen.getByRole('button', { name: /^Remind authors/ })
    expect(remind).toBeDisabled()

    post.mockResolvedValueOnce(ok({ message: 'Would send 3 reminders.', mails: 3, papersWithoutEmail: 0 }))
    await userEvent.click(screen.getByRole('button', { name: 'Count reminders to send' }))
    expect(await screen.findByRole('status')).toHaveTextContent('3 reminder mails would go out')
    expect(post).toHaveBeenLastCalledWith('/registrations/remind-authors', { body: { dryRun: true } })

    post.mockResolvedValueOnce(ok({ message: '3 reminders queued.', mails: 3, papersWithoutEmail: 0 }))
    await userEvent.click(screen.getByRole('button', { name: 'Remind authors (3 mails)' }))
    expect(post).toHaveBeenLastCalledWith('/registrations/remind-authors', { body: { dryRun: false } })
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('3 reminders queued.'))
  })
})
