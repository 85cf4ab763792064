// A light check that text looks like an OpenSSH public key ('<type> <base64> [comment]'), so an
// obvious mistake (a private key, a fingerprint, half a paste) is caught before the API sees it.
// The server remains the authority on whether the key is usable.

/** Key types OpenSSH writes to *.pub files. */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ssh-dss',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * The key blob starts with the key type again, as a length-prefixed string; checking that it
 * matches the type written in front catches a blob pasted under the wrong type and one cut off
 * inside that header. It does not check the key material itself.
 */
function blobMatchesType(blob: string, type: string): boolean {
  let raw: string
  try {
    raw = atob(blob)
  } catch {
    return false
  }
  if (raw.length < 4) return false
  const length =
    (raw.charCodeAt(0) << 24) |
    (raw.charCodeAt(1) << 16) |
    (raw.charCodeAt(2) << 8) |
    raw.charCodeAt(3)
  return length === type.length && raw.slice(4, 4 + length) === type
}

/** One line: key type, base64 blob whose embedded type matches, optional comment. */
export function isSshPublicKey(text: string): boolean {
  const line = text.trim()
  if (/[\r\n]/.test(line)) return false
  const [type = '', blob = ''] = line.split(/[ \t]+/)
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type)) return false
  if (!BASE64.test(blob) || blob.length % 4 !== 0) return false
  return blobMatchesType(blob, type)
}

// ---- fingerprints --------------------------------------------------------------------------

// SHA-256 (FIPS 180-4), small and synchronous: a key's fingerprint shows in a table cell as it
// renders, and SubtleCrypto is asynchronous (and missing outside secure contexts).
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

/** The SHA-256 digest of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8
  // the message, a 1 bit, zeros up to 56 mod 64 bytes, then its length in bits (64-bit big end)
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32))
  view.setUint32(padded.length - 4, bitLength >>> 0)
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ])
  const w = new Uint32Array(64)
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4)
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!
      const b = w[i - 2]!
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh! +
          (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) +
          ((e! & f!) ^ (~e! & g!)) +
          K[i]! +
          w[i]!) >>>
        0
      const t2 =
        ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) >>> 0
      hh = g
      g = f
      f = e
      e = (d! + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    const next = [a, b, c, d, e, f, g, hh]
    for (let i = 0; i < 8; i++) h[i] = (h[i]! + next[i]!) >>> 0
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  h.forEach((word, i) => outView.setUint32(i * 4, word))
  return out
}

/**
 * The key's fingerprint as `ssh-keygen -l` prints it ('SHA256:' and the unpadded base64 of the
 * SHA-256 of the key blob), or undefined for text that is no public key.
 */
export function sshFingerprint(publicKey: string): string | undefined {
  if (!isSshPublicKey(publicKey)) return undefined
  const blob = publicKey.trim().split(/[ \t]+/)[1] ?? ''
  const bytes = Uint8Array.from(atob(blob), (ch) => ch.charCodeAt(0))
  const digest = String.fromCharCode(...sha256(bytes))
  return `SHA256:${btoa(digest).replace(/=+$/, '')}`
}
