// Device code rules of spec §5: 8 letters A–Z, shown in boxes and sent with a dash after the 3rd.

import { DEVICE_CODE_DASH_AFTER, DEVICE_CODE_LENGTH } from './constants'

/**
 * Whatever was typed or pasted → the letters of a device code: non-letters dropped, uppercased,
 * at most 8. Filtering to a–z happens before uppercasing so characters like 'ß' (which uppercase
 * to 'SS') can't sneak letters in.
 */
export const normalizeDeviceCode = (input: string): string =>
  input
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, DEVICE_CODE_LENGTH)

/** 'ABCDEFGH' → 'ABC-DEFGH', the form the confirm call takes; shorter codes get the dash once past the 3rd letter. */
export function formatDeviceCode(code: string): string {
  const letters = normalizeDeviceCode(code)
  if (letters.length <= DEVICE_CODE_DASH_AFTER) return letters
  return `${letters.slice(0, DEVICE_CODE_DASH_AFTER)}-${letters.slice(DEVICE_CODE_DASH_AFTER)}`
}

const COMPLETE_CODE = new RegExp(`^[A-Z]{${DEVICE_CODE_LENGTH}}$`)

/** Submit stays disabled until this holds (spec §5): exactly 8 uppercase letters, no dash. */
export const isCompleteDeviceCode = (code: string): boolean => COMPLETE_CODE.test(code)
