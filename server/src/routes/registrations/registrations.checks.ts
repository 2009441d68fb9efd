// Checks of what registrants type that have a known shape: the GSTIN (with its check digit) and the UTR of a payment.

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** State code (2 digits), PAN (5 letters, 4 digits, a letter), entity number, a letter (Z today), check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/

/** The check character of a GSTIN's first 14 characters (GSTN's published mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!
}

/** Why a GSTIN (upper-cased, spaces removed) is not one, or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_SHAPE.test(gstin))
    return 'GSTIN must be 15 characters: 2 digits, the 10-character PAN, then 3 characters (e.g. 27AAPFU0939F1ZV).'
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14])
    return 'GSTIN has a wrong check character (the last one): please copy it again from the GST certificate.'
  return undefined
}

export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** A UTR as banks print it in different ways: spaces and hyphens removed, upper case. */
export const normaliseUtr = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase()

/** UPI and IMPS: 12 digits; NEFT: 4 letters (the bank) + 12; RTGS: 22 characters. */
const KNOWN_UTR_SHAPES = [/^\d{12}$/, /^[A-Z]{4}[A-Z0-9]{12}$/, /^[A-Z0-9]{22}$/]

export const isKnownUtrShape = (utr: string) => KNOWN_UTR_SHAPES.some((shape) => shape.test(utr))

export const UNKNOWN_UTR_SHAPE =
  'This UTR has none of the usual shapes (12 digits for UPI and IMPS, 16 characters for NEFT, 22 for RTGS): ' +
  'please check it against your bank app; the organisers match payments by it.'
