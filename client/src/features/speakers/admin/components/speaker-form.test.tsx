import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SpeakerForm } from './speaker-form'

const props = { submitLabel: 'Add speaker', onSave: async () => undefined }

describe('the speaker form', () => {
  it('says Adding... while an add is on its way', () => {
    render(<SpeakerForm {...props} pending resetAfterSave />)
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled()
  })

  it('says Saving... while an edit is on its way, and its own label otherwise', () => {
    const { rerender } = render(<SpeakerForm {...props} pending resetAfterSave={false} />)
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    rerender(<SpeakerForm {...props} pending={false} resetAfterSave={false} />)
    expect(screen.getByRole('button', { name: 'Add speaker' })).toBeEnabled()
  })
})
