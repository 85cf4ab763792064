import { createHash } from 'node:crypto'
import { isSshPublicKey, sha256, SSH_KEY_TYPES, sshFingerprint } from './sshKey'
import { keyBlob, publicKey } from './testKeys'

describe('isSshPublicKey', () => {
  it.each(SSH_KEY_TYPES)('accepts a %s key', (type) => {
    expect(isSshPublicKey(publicKey(type))).toBe(true)
  })

  it('accepts a comment, including spaces, and surrounding whitespace', () => {
    expect(isSshPublicKey(publicKey('ssh-ed25519', 'me@laptop'))).toBe(true)
    expect(isSshPublicKey(publicKey('ssh-rsa', 'work key 2026'))).toBe(true)
    expect(isSshPublicKey(`  ${publicKey('ssh-ed25519')}\n`)).toBe(true)
    expect(isSshPublicKey(`ssh-ed25519\t${keyBlob('ssh-ed25519')}`)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['a type alone', 'ssh-ed25519'],
    ['an unknown type', `ssh-foo ${keyBlob('ssh-foo')}`],
    ['a blob alone', keyBlob('ssh-ed25519')],
    ['a blob for another type', `ssh-rsa ${keyBlob('ssh-ed25519')}`],
    ['a truncated blob', `ssh-ed25519 ${keyBlob('ssh-ed25519').slice(0, 12)}`],
    ['non-base64', 'ssh-ed25519 not*base64!'],
    ['bad padding', `ssh-ed25519 ${keyBlob('ssh-ed25519')}=`],
    ['two lines', `${publicKey('ssh-ed25519')}\n${publicKey('ssh-rsa')}`],
    [
      'a private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEA\n-----END OPENSSH PRIVATE KEY-----',
    ],
    ['a fingerprint', 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8'],
    ['authorized_keys options', `no-pty ${publicKey('ssh-ed25519')}`],
  ])('rejects %s', (_, text) => {
    expect(isSshPublicKey(text)).toBe(false)
  })
})

describe('sshFingerprint (as ssh-keygen -l prints it)', () => {
  const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()

  it('is SHA-256 itself, for empty, short and multi-block input', () => {
    for (const length of [0, 3, 55, 56, 64, 119, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 7 + 3) % 256)
      expect(Buffer.from(sha256(bytes))).toEqual(nodeSha(bytes))
    }
  })

  it('hashes the key blob, base64 without padding', () => {
    const key = publicKey('ssh-ed25519', 'me@laptop')
    const blob = Buffer.from(keyBlob('ssh-ed25519'), 'base64')
    expect(sshFingerprint(key)).toBe(
      `SHA256:${nodeSha(blob).toString('base64').replace(/=+$/, '')}`,
    )
    expect(sshFingerprint(`  ${key}\n`)).toBe(sshFingerprint(key))
  })

  it('has none for text that is no public key', () => {
    expect(sshFingerprint('hello')).toBeUndefined()
  })
})
