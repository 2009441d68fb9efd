import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { answerApiByHand, api } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { RegistrationsDesk } from './registrations-desk'

answerApiByHand({ toasts: false })
const { GET: get } = api

const ok = (body: unknown) => ({ data: body, error: undefined, response: new Response(null, { status: 200 }) })

const registration = (n: number) => ({
  _id: `reg-${n}`,
  code: `R${String(n).padStart(5, '0')}`,
  status: 'awaiting-payment',
  name: `Registrant ${n}`,
  institution: 'NIT Patna',
  category: 'student',
  categoryLabel: 'Student',
  fee: { currency: 'INR', total: 5000 },
})
const TOTALS = {
  byStatus: { 'awaiting-payment': 120 },
  byCategory: { student: 120 },
  confirmedAmount: { INR: 0, USD: 0 },
}

type Query = { skip?: string; limit?: string; status?: string; q?: string }
/** GET /registrations as the server pages it: 120 registrations (a status filter leaves 60). */
function answer(path: string, init?: { params?: { query?: Query } }) {
  if (path !== '/registrations') return Promise.resolve(ok({ data: [] }))
  const query = init?.params?.query ?? {}
  const total = query.status ? 60 : 120
  const skip = Number(query.skip ?? 0)
  const limit = query.limit ? Number(query.limit) : total
  const data = Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => registration(skip + i + 1))
  return Promise.resolve(
    ok({
      data,
      totals: TOTALS,
      totalCount: total,
      currentPage: Math.floor(skip / limit) + 1,
      pageSize: limit,
      totalPages: Math.ceil(total / limit),
    }),
  )
}

afterEach(() => get.mockReset())

describe('RegistrationsDesk paging', () => {
  it('pages with previous/next and "Page N of M"; a filter starts again at its first page', async () => {
    localStorage.setItem('token', 't-1')
    get.mockImplementation(answer)
    renderWithRouter(<RegistrationsDesk />)
    const pages = await screen.findByRole('navigation', { name: 'Pages of registrations' })
    expect(pages).toHaveTextContent('Page 1 of 3')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Open R00001' })).toBeInTheDocument()
    expect(get).toHaveBeenCalledWith(
      '/registrations',
      expect.objectContaining({ params: { query: { skip: '0', limit: '50' } } }),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByRole('button', { name: 'Open R00051' })).toBeInTheDocument()
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByRole('button', { name: 'Open R00120' })).toBeInTheDocument()
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(await screen.findByRole('button', { name: 'Open R00051' })).toBeInTheDocument()

    // The filter is sent with the page, and starts at its first page.
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'awaiting-payment')
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument()
    expect(get).toHaveBeenLastCalledWith(
      '/registrations',
      expect.objectContaining({ params: { query: { status: 'awaiting-payment', skip: '0', limit: '50' } } }),
    )
    expect(screen.getByRole('button', { name: 'Open R00001' })).toBeInTheDocument()
  }, 30_000)
})
