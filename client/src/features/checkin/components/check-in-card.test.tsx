import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CheckInCard } from '../api'
import { CheckInCardView } from './check-in-card'

// The desk's card (issue 53 item 2): paid and not, checked in already, and what its button sends.
const CARD: CheckInCard = {
  _id: 'reg-1',
  code: 'R7K2QX',
  name: 'Asha Verma',
  institution: 'NIT Patna',
  category: 'Academician',
  papers: [{ _id: 'p1', cmtId: '42', heading: 'Adaptive grids' }],
  mode: 'in-person',
  accompanying: 1,
  status: 'confirmed',
  paymentConfirmed: true,
  checkIn: null,
}

describe('the check-in card', () => {
  it('confirmed: name, institution, category, papers, mode, accompanying, payment confirmed; Check in', async () => {
    const onCheckIn = vi.fn()
    render(<CheckInCardView card={CARD} onCheckIn={onCheckIn} />)
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument()
    for (const text of ['NIT Patna', 'Academician', '42: Adaptive grids', 'In person', 'Payment confirmed'])
      expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText('Accompanying persons').nextElementSibling).toHaveTextContent('1')
    expect(screen.queryByRole('button', { name: 'Check in anyway' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Check in Asha Verma' }))
    expect(onCheckIn).toHaveBeenCalledWith(false)
  })

  it('unconfirmed: red "Payment not confirmed" and a Check in anyway button that forces it', async () => {
    const onCheckIn = vi.fn()
    render(
      <CheckInCardView card={{ ...CARD, status: 'payment-claimed', paymentConfirmed: false }} onCheckIn={onCheckIn} />,
    )
    const payment = screen.getByText(/^Payment not confirmed/)
    expect(payment).toHaveClass('text-red-800')
    expect(screen.getByTestId('checkin-card')).toHaveClass('border-red-700')
    expect(screen.queryByRole('button', { name: 'Check in Asha Verma' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Check in anyway' }))
    expect(onCheckIn).toHaveBeenCalledWith(true)
  })

  it("already checked in: today's time in India and by whom, and the desk's answer", () => {
    render(
      <CheckInCardView
        card={{ ...CARD, checkIn: { at: '2026-01-20T03:42:00.000Z', by: 'Desk Volunteer' } }}
        outcome={{ message: 'Already checked in at 09:12 by Desk Volunteer.', kind: 'again' }}
        onCheckIn={() => {}}
      />,
    )
    expect(screen.getByText('Checked in today at 09:12 by Desk Volunteer.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Already checked in at 09:12 by Desk Volunteer.')
  })
})
