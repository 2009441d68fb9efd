import { readFileSync } from 'node:fs'
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../../common/field-rules'

// The rules for a password an admin chooses (OWASP ASVS 2.1.1 and 2.1.7): its length (common/field-rules.ts, which
// the admin forms check too) and not a common one (the list stays on the server).
export { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT }
export const PASSWORD_TOO_COMMON =
  'This password is among the most common passwords, which attackers try first. Choose another one: ' +
  'a few unrelated words make a long password that is easy to remember.'

/**
 * The list (a data file beside this module in the sources, copied beside the bundle by scripts/build.mjs): where it
 * comes from, an empty line, then one password a line (one of them starts with `#`).
 */
function readCommonPasswords(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  return new Set(
    text
      .slice(text.indexOf('\n\n') + 2)
      .split('\n')
      .filter(Boolean),
  )
}

let common: Set<string> | undefined
/** Case-insensitive: "Password1234" is as guessable as "password1234". */
export function isCommonPassword(password: string): boolean {
  common ??= readCommonPasswords()
  return common.has(password.normalize('NFKC').toLowerCase())
}

/** Why `password` may not be chosen, or undefined when it may. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_TOO_SHORT
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON
  return undefined
}
