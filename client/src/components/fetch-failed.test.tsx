import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FetchFailed } from './fetch-failed'

describe('FetchFailed', () => {
  it('says what failed and loads it again on Try Again', async () => {
    const onRetry = vi.fn()
    render(<FetchFailed message="Failed to load the programme." retrying={false} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the programme.')
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('waits while the new attempt is under way', () => {
    render(<FetchFailed message="Failed." retrying onRetry={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled()
  })
})
