import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../../common/field-rules'
import { COMMON_PASSWORDS_TEXT } from './common-passwords'

// The rules for a password an admin chooses (OWASP ASVS 2.1.1 and 2.1.7): its length (common/field-rules.ts, which
// the admin forms check too) and not a common one (the list stays on the server).
export { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT }
export const PASSWORD_TOO_COMMON =
  'This password is among the most common passwords, which attackers try first. Choose another one: ' +
  'a few unrelated words make a long password that is easy to remember.'

let common: Set<string> | undefined
/** Case-insensitive: "Password1234" is as guessable as "password1234". */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean))
  return common.has(password.normalize('NFKC').toLowerCase())
}

/** Why `password` may not be chosen, or undefined when it may. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_TOO_SHORT
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON
  return undefined
}
