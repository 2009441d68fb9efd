import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { RegistrationDetail } from './registration-detail'

answerApiByHand()
const { GET: get, POST: post, PATCH: patch } = api

const ok = (body: unknown) => ({ data: body, error: undefined, response: new Response(null, { status: 200 }) })

const REGISTRATION = {
  _id: 'reg-1',
  code: 'R7K2QX',
  status: 'payment-claimed',
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  institution: 'NIT Patna',
  designation: null,
  country: 'India',
  category: 'academician',
  categoryLabel: 'Academician',
  mode: 'in-person',
  papers: [],
  accompanying: 0,
  billing: null,
  fee: { currency: 'INR', tier: 'early', items: [{ label: 'Academician', amount: 7500 }], total: 7500, gst: 1144.07 },
  payment: { utr: '412345678901', amount: 7000, paidOn: '2026-11-20', payerName: 'Asha Verma' },
  reason: null,
  receipt: null,
  createdAt: '2026-11-19T10:00:00Z',
  history: [
    { at: '2026-11-19T10:00:00Z', by: 'registrant', action: 'registered' },
    { at: '2026-11-20T10:00:00Z', by: 'registrant', action: 'payment-claimed' },
  ],
}

afterEach(() => {
  get.mockReset()
  post.mockReset()
  patch.mockReset()
  toast.success.mockReset()
})

describe('RegistrationDetail', () => {
  it('shows the claim and history; "needs attention" sends the reason typed', async () => {
    localStorage.setItem('token', 't-1')
    get.mockResolvedValue(ok({ registration: REGISTRATION }))
    renderWithRouter(<RegistrationDetail id="reg-1" onClose={() => {}} />)
    const history = await screen.findByRole('region', { name: 'History' })
    expect(history).toHaveTextContent('payment-claimed by registrant')
    expect(screen.getByText(/UTR 412345678901, 7000/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirm payment R7K2QX' })).toBeEnabled()

    post.mockResolvedValueOnce(ok({ message: 'Registration R7K2QX needs attention.', registration: REGISTRATION }))
    await userEvent.type(screen.getByLabelText('Reason (sent to the registrant)'), 'Received 7,000, due 7,500.')
    await userEvent.click(screen.getByRole('button', { name: 'Mark as needing attention R7K2QX' }))
    expect(post).toHaveBeenLastCalledWith('/registrations/{id}/needs-attention', {
      params: { path: { id: 'reg-1' } },
      body: { reason: 'Received 7,000, due 7,500.' },
    })
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Registration R7K2QX needs attention.'))
  })

  it('offers no action on a withdrawn registration', async () => {
    get.mockResolvedValue(ok({ registration: { ...REGISTRATION, status: 'withdrawn' } }))
    renderWithRouter(<RegistrationDetail id="reg-1" onClose={() => {}} />)
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('Withdrawn')
    expect(screen.queryByRole('button', { name: /Confirm|Cancel registration|needing attention/ })).toBeNull()
  })

  it('edits a registration: only the changed fields are sent, a fee override without a reason shows the server’s 400', async () => {
    localStorage.setItem('token', 't-1')
    get.mockResolvedValue(ok({ registration: REGISTRATION }))
    renderWithRouter(<RegistrationDetail id="reg-1" onClose={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit registration R7K2QX' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma')
    await userEvent.clear(screen.getByLabelText('Institution'))
    await userEvent.type(screen.getByLabelText('Institution'), 'IIT Patna')
    await userEvent.selectOptions(screen.getByLabelText('Attending'), 'online')
    await userEvent.type(screen.getByLabelText('Fee override: new total in INR (optional)'), '7000')
    const message = 'A fee override needs a reason.'
    patch.mockResolvedValueOnce({
      data: undefined,
      error: { message, issues: [{ path: 'reason', message }] },
      response: new Response(null, { status: 400 }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Save registration R7K2QX' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(patch).toHaveBeenLastCalledWith('/registrations/{id}', {
      params: { path: { id: 'reg-1' } },
      body: { institution: 'IIT Patna', mode: 'online', total: 7000 },
    })

    const saved = {
      ...REGISTRATION,
      institution: 'IIT Patna',
      mode: 'online',
      history: [
        ...REGISTRATION.history,
        { at: '2026-11-21T10:00:00Z', by: 'Desk', action: 'changed institution, mode, total', note: 'Agreed waiver' },
      ],
    }
    patch.mockResolvedValueOnce(ok({ message: 'Registration R7K2QX saved.', registration: saved }))
    get.mockResolvedValue(ok({ registration: saved }))
    await userEvent.type(screen.getByLabelText('Reason for the change (needed for a fee override)'), 'Agreed waiver')
    await userEvent.click(screen.getByRole('button', { name: 'Save registration R7K2QX' }))
    expect(patch).toHaveBeenLastCalledWith('/registrations/{id}', {
      params: { path: { id: 'reg-1' } },
      body: { institution: 'IIT Patna', mode: 'online', total: 7000, reason: 'Agreed waiver' },
    })
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Registration R7K2QX saved.'))
    const history = await screen.findByRole('region', { name: 'History' })
    await vi.waitFor(() =>
      expect(history).toHaveTextContent('changed institution, mode, total by Desk (Agreed waiver)'),
    )
    expect(screen.queryByRole('form', { name: 'Edit registration R7K2QX' })).toBeNull()
  })

  it('corrects category, papers and accompanying persons: each field labelled, only the changed ones sent', async () => {
    localStorage.setItem('token', 't-1')
    const withPaper = {
      ...REGISTRATION,
      papers: [{ _id: 'paper-1', cmtId: '101', heading: 'Adaptive grids' }],
    }
    get.mockImplementation(async (path: string) => {
      if (path === '/registrations/form')
        return ok({
          categories: [
            { key: 'academician', label: 'Academicians', currency: 'INR', fee: 7500, additionalPaperFee: 3000 },
            {
              key: 'student',
              label: 'Students/Research Scholar',
              currency: 'INR',
              fee: 6500,
              additionalPaperFee: 3250,
            },
          ],
        })
      if (path === '/papers/all') return ok({ data: [{ _id: 'paper-2', cmtId: '102', heading: 'Sparse solvers' }] })
      return ok({ registration: withPaper })
    })
    renderWithRouter(<RegistrationDetail id="reg-1" onClose={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit registration R7K2QX' }))
    const category = screen.getByLabelText('Category (the fee is worked out again)')
    await screen.findByRole('option', { name: 'Students/Research Scholar' })
    await userEvent.selectOptions(category, 'student')
    await userEvent.clear(screen.getByLabelText('Accompanying persons'))
    await userEvent.type(screen.getByLabelText('Accompanying persons'), '1')
    await userEvent.click(screen.getByRole('button', { name: 'Remove paper 101' }))
    await userEvent.type(screen.getByLabelText('Add a paper: search by paper ID, title or author'), 'sparse')
    await userEvent.click(await screen.findByRole('button', { name: 'Add paper 102: Sparse solvers' }))
    const message = 'Registration R7K2QX is confirmed: its fee is what receipt ICNARI2026/R/0001 states.'
    patch.mockResolvedValueOnce({
      data: undefined,
      error: { message },
      response: new Response(null, { status: 409 }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Save registration R7K2QX' }))
    expect(patch).toHaveBeenLastCalledWith('/registrations/{id}', {
      params: { path: { id: 'reg-1' } },
      body: { category: 'student', paperIds: ['paper-2'], accompanying: 1 },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
