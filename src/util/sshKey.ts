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
