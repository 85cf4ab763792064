// Syntactically valid OpenSSH public keys for tests, built here rather than pasted in: a blob is
// the length-prefixed key type followed by (here, fake) key material.

const u32 = (n: number) =>
  String.fromCharCode((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255)
const lengthPrefixed = (s: string) => u32(s.length) + s

export const keyBlob = (embeddedType: string, material = 'x'.repeat(32)) =>
  btoa(lengthPrefixed(embeddedType) + lengthPrefixed(material))

export const publicKey = (type: string, comment?: string) =>
  [type, keyBlob(type), comment].filter(Boolean).join(' ')
