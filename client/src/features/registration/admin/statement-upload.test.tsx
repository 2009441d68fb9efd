import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api, ok, resetMockApi, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { StatementUpload } from './statement-upload'

answerApiByHand()
const { GET: get, POST: post } = api

const RESULT = {
  dryRun: true,
  lines: 3,
  credits: 2,
  alreadySeen: 0,
  matched: [{ line: 7, code: 'R7K2QX', utr: '412345678901', amount: 7500 }],
  mismatched: [{ line: 8, code: 'R8AB12', utr: '412345678902', amount: 7000, due: 7500 }],
  unmatched: [],
}
const LINE = {
  _id: 'line-1',
  date: '2026-11-20',
  narration: 'NEFT-HDFC0001234-A SHARMA',
  reference: '',
  amount: 9000,
  utrCandidates: [],
  state: 'unmatched',
  registrationId: null,
  importedAt: '2026-11-21T10:00:00Z',
}
const REGISTRATION = {
  _id: 'reg-1',
  code: 'R9ZZ99',
  name: 'A. Sharma',
  status: 'payment-claimed',
  fee: { currency: 'INR', total: 9000 },
}

afterEach(() => {
  resetMockApi()
})

/** GET answers: the unmatched lines, and the registrations a line can be assigned to. */
function serve(lines: unknown[]) {
  get.mockImplementation(async (path: string) =>
    path === '/registrations/statement-lines'
      ? ok({ data: lines, totalCount: lines.length })
      : ok({ data: [REGISTRATION], totals: { byStatus: {}, byCategory: {}, confirmedAmount: { INR: 0, USD: 0 } } }),
  )
}

describe('StatementUpload', () => {
  it('previews the statement (a dry run) before "Apply statement" writes it', async () => {
    localStorage.setItem('token', 't-1')
    serve([])
    renderWithRouter(<StatementUpload />)
    const apply = await screen.findByRole('button', { name: 'Apply statement' })
    expect(apply).toBeDisabled()
    await userEvent.upload(
      screen.getByLabelText('Statement file (CSV or .xlsx)'),
      new File(['Txn Date,Description,Credit\n'], 'sbi.csv', { type: 'text/csv' }),
    )
    expect(apply).toBeDisabled()
    post.mockResolvedValueOnce(ok(RESULT))
    await userEvent.click(screen.getByRole('button', { name: 'Preview statement' }))
    const preview = await screen.findByRole('region', { name: 'Statement preview' })
    expect(preview).toHaveTextContent('R7K2QX confirmed by UTR 412345678901')
    expect(preview).toHaveTextContent('received 7,000, due 7,500')
    expect(post.mock.calls[0]?.[1].params.query).toEqual({ dryRun: 'true' })

    post.mockResolvedValueOnce(ok({ ...RESULT, dryRun: false }))
    await userEvent.click(apply)
    expect(await screen.findByRole('region', { name: 'Statement applied' })).toBeInTheDocument()
    expect(post.mock.calls[1]?.[1].params.query).toEqual({})
    expect(toast.success).toHaveBeenCalledWith('Statement applied: 1 confirmed, 1 need attention, 0 unmatched.')
  })

  it('assigns an unmatched line to the chosen registration, or discards it', async () => {
    localStorage.setItem('token', 't-1')
    serve([LINE])
    renderWithRouter(<StatementUpload />)
    const item = (await screen.findByText(/NEFT-HDFC0001234-A SHARMA/)).closest('li') as HTMLElement
    const assign = within(item).getByRole('button', { name: 'Assign line' })
    expect(assign).toBeDisabled()
    await userEvent.selectOptions(within(item).getByLabelText('Registration this credit pays'), 'reg-1')
    post.mockResolvedValueOnce(ok({ message: 'Line assigned to R9ZZ99: confirmed.', line: LINE }))
    await userEvent.click(assign)
    expect(post).toHaveBeenLastCalledWith('/registrations/statement-lines/{lineId}/assign', {
      params: { path: { lineId: 'line-1' } },
      body: { registrationId: 'reg-1' },
    })
    post.mockResolvedValueOnce(ok({ message: 'Line discarded.', line: LINE }))
    await userEvent.click(within(item).getByRole('button', { name: 'Discard line' }))
    expect(post).toHaveBeenLastCalledWith('/registrations/statement-lines/{lineId}/discard', {
      params: { path: { lineId: 'line-1' } },
    })
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Line discarded.'))
  })
})
