import { describe, expect, it } from 'vitest'
import { ticketOf } from './api'

// What the desk's scanner accepts (issue 53 item 2): the ticket's URL or the bare ticket, nothing else.
describe('ticketOf', () => {
  const ticket = 'k3JxQ9_-abcdefghijklmnopqrstuvwx'
  it('reads the ticket from <origin>/check-in/<ticket> or a bare ticket', () => {
    expect(ticketOf(`https://icnari.example.org/check-in/${ticket}`)).toBe(ticket)
    expect(ticketOf(` ${ticket} `)).toBe(ticket)
  })
  it('refuses other codes', () => {
    expect(ticketOf('upi://pay?pa=nitpatna@sbi')).toBeNull()
    expect(ticketOf('https://icnari.example.org/verify/7K3QH9X2MD')).toBeNull()
  })
})
