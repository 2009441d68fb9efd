import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { LoginForm } from './login-form'

answerApiByHand({ toasts: false })
const { POST: post } = api

const answer = (status: number, body: unknown) =>
  status < 400
    ? { data: body, error: undefined, response: new Response(null, { status }) }
    : { data: undefined, error: body, response: new Response(null, { status }) }

const USER = { _id: 'a', name: 'Two Step', email: 'two@example.org', photo: '' }

async function passwordStep() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'two@example.org')
  await user.type(screen.getByLabelText('Password'), 'a long passphrase')
  await user.click(screen.getByRole('button', { name: 'Login' }))
  return user
}

afterEach(() => {
  post.mockReset()
  localStorage.clear()
})

describe('LoginForm with two-factor authentication', () => {
  it('asks for the authentication code after the password, stores no token before it, and says when a code is wrong', async () => {
    post.mockResolvedValueOnce(answer(200, { success: true, mfaRequired: true, challenge: 'c-1' }))
    renderWithRouter(<LoginForm />, { path: '/login' })
    const user = await passwordStep()

    const code = await screen.findByLabelText('Authentication code')
    expect(localStorage.getItem('token')).toBeNull()
    expect(screen.queryByLabelText('Password')).toBeNull()

    const wrong =
      'The authentication code is wrong or has expired. Enter the current code from your app, or an unused recovery code.'
    post.mockResolvedValueOnce(answer(401, { message: wrong }))
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(wrong)).toBeInTheDocument()
    expect(post).toHaveBeenLastCalledWith('/user/login/totp', { body: { challenge: 'c-1', code: '123456' } })
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true')

    // A recovery code is typed in the same field.
    post.mockResolvedValueOnce(answer(200, { success: true, msg: 'Login successful.', token: 't-1', user: USER }))
    await user.clear(screen.getByLabelText('Authentication code'))
    await user.type(screen.getByLabelText('Authentication code'), 'k7mq-p2xd')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('t-1'))
    expect(post).toHaveBeenLastCalledWith('/user/login/totp', { body: { challenge: 'c-1', code: 'k7mq-p2xd' } })
  })

  it('an empty code is refused without calling the API', async () => {
    post.mockResolvedValueOnce(answer(200, { success: true, mfaRequired: true, challenge: 'c-2' }))
    renderWithRouter(<LoginForm />, { path: '/login' })
    const user = await passwordStep()
    await screen.findByLabelText('Authentication code')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('Enter the code from your authenticator app, or a recovery code.'),
    ).toBeInTheDocument()
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('an expired challenge goes back to the password step and says why', async () => {
    post.mockResolvedValueOnce(answer(200, { success: true, mfaRequired: true, challenge: 'c-3' }))
    renderWithRouter(<LoginForm />, { path: '/login' })
    const user = await passwordStep()
    await user.type(await screen.findByLabelText('Authentication code'), '123456')
    const expired =
      'This sign-in has expired or was already completed. Please log in again with your email and password.'
    post.mockResolvedValueOnce(answer(401, { message: expired }))
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(expired)).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })
})
