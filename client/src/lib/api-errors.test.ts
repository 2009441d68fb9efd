import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { issuesByPath } from './api-errors'

describe('issuesByPath', () => {
  it("puts each refused field's message under its path", () => {
    const error = new ApiError(400, {
      message: 'Please correct the form.',
      issues: [
        { path: 'email', message: 'Please enter a valid e-mail address.' },
        { path: 'phone', message: 'Phone is required.' },
      ],
    })
    expect(issuesByPath(error)).toEqual({
      email: 'Please enter a valid e-mail address.',
      phone: 'Phone is required.',
    })
  })

  it('has nothing for a failure that names no field', () => {
    expect(issuesByPath(new ApiError(500, { message: 'Something went wrong.' }))).toEqual({})
    expect(issuesByPath(new TypeError('Failed to fetch'))).toEqual({})
  })
})
