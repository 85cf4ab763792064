import { isSshPublicKey, SSH_KEY_TYPES } from './sshKey'
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
