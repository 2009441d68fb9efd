import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { LoginForm } from './login-form'

describe('LoginForm', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows inline messages for a bad e-mail and a missing password without calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderWithRouter(<LoginForm />, { path: '/login' })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(localStorage.getItem('token')).toBeNull()
    expect(
      fetchSpy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)),
    ).not.toContainEqual(expect.stringContaining('/api/user/login'))
  })
})
