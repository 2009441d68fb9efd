import { describe, expect, it } from 'vitest'
import { isCommonPassword, PASSWORD_TOO_COMMON, passwordProblem } from './password-policy'

// The common-passwords data file: every listed password is refused, in any letter case, and its header is not a
// password.
describe('the common passwords list', () => {
  it('refuses the first, a middle and the last listed passwords, in any case, and nothing from the header', () => {
    for (const listed of ['123qweasdzxc', '###int_made###', 'dthfdkflbvbhjdyf'])
      expect(passwordProblem(listed.toUpperCase())).toBe(PASSWORD_TOO_COMMON)
    expect(
      isCommonPassword(
        '# The 10,000 most common passwords of 12 or more characters, most common first, lower-cased, one per line.',
      ),
    ).toBe(false)
    expect(passwordProblem('correct horse battery staple')).toBeUndefined()
  })
})
