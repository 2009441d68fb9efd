import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { LoginForm } from './login-form'

describe('LoginForm', () => {
  it('shows inline messages for a bad e-mail and a missing password without calling the API', async () => {
    renderWithRouter(<LoginForm />, { path: '/login' })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(localStorage.getItem('token')).toBeNull()
  })
})
