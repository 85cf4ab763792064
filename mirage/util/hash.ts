// A small, stable hash for the mock's made-up numbers and digests.

/** FNV-1a, 32 bits (from another offset basis: another hash of the same text). */
export function hash32(text: string, basis = 0x811c9dc5): number {
  let h = basis
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}
