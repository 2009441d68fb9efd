import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PriorityInput } from './priority-input'

function setup(current: number | null = 3) {
  const onSet = vi.fn()
  render(<PriorityInput itemName="Dr. A" current={current} pending={false} onSet={onSet} />)
  return {
    onSet,
    input: screen.getByLabelText('Priority for Dr. A'),
    button: screen.getByRole('button', { name: 'Set priority for Dr. A' }),
  }
}

describe('PriorityInput', () => {
  it('starts with the current priority and says that lower numbers show first', () => {
    const { input } = setup(3)
    expect(input).toHaveValue('3')
    expect(input).toHaveAccessibleDescription('Lower numbers show first.')
  })

  it('asks for a value when empty and does not set anything', async () => {
    const { onSet, input, button } = setup()
    await userEvent.clear(input)
    await userEvent.click(button)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a priority value.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(onSet).not.toHaveBeenCalled()
  })

  it('refuses a non-integer', async () => {
    const { onSet, input, button } = setup()
    await userEvent.clear(input)
    await userEvent.type(input, '2.5')
    await userEvent.click(button)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid number for priority.')
    await userEvent.clear(input)
    await userEvent.type(input, 'abc')
    await userEvent.click(button)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid number for priority.')
    expect(onSet).not.toHaveBeenCalled()
  })

  it('sends a whole number and clears the message', async () => {
    const { onSet, input, button } = setup(null)
    await userEvent.click(button)
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await userEvent.type(input, '7{Enter}')
    expect(onSet).toHaveBeenCalledWith(7)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows Saving... and is disabled while busy', () => {
    render(<PriorityInput itemName="Dr. B" current={1} pending onSet={() => {}} />)
    expect(screen.getByRole('button', { name: 'Set priority for Dr. B' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Set priority for Dr. B' })).toHaveTextContent('Saving...')
  })
})
