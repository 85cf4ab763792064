import type { FileContent } from './fileContent'

// What the silo and identity-provider forms check of the files they send, before sending.
// TLS certificates go as PEM text; a SAML signing key pair goes as base64 DER (the API's
// DerEncodedKeyPair), which a PEM file holds between its armour lines.

const BASE64_LINES = '[A-Za-z0-9+/=\\r\\n]+'
const block = (label: string) =>
  `-----BEGIN ${label}-----\\r?\\n${BASE64_LINES}-----END ${label}-----`

const CERT_CHAIN = new RegExp(`^\\s*(${block('CERTIFICATE')}\\s*)+$`)
// PKCS#8, PKCS#1 (RSA) and SEC1 (EC) keys; an encrypted key is of no use to a server
const PRIVATE_KEY = new RegExp(
  `^\\s*(${block('PRIVATE KEY')}|${block('(?:RSA|EC) PRIVATE KEY')})\\s*$`,
)

/** One or more PEM certificates (a chain), and nothing else. */
export const isPemCertificateChain = (text: string) => CERT_CHAIN.test(text)

/** One unencrypted PEM private key, and nothing else. */
export const isPemPrivateKey = (text: string) => PRIVATE_KEY.test(text)

/** The base64 DER of a file: the body of its one PEM block of `label`, or the file itself when binary DER. */
export function derBase64(file: FileContent, label: string): string | undefined {
  const pem = new RegExp(
    `^\\s*-----BEGIN ${label}-----\\r?\\n(${BASE64_LINES})-----END ${label}-----\\s*$`,
  )
  const match = pem.exec(file.text)
  if (match?.[1] !== undefined) return match[1].replace(/\s/g, '')
  // DER is an ASN.1 SEQUENCE: its first byte is 0x30
  if (file.base64 !== '' && atob(file.base64.slice(0, 4)).charCodeAt(0) === 0x30) return file.base64
  return undefined
}

/** A well-formed XML document (an identity provider's metadata). */
export function isXmlDocument(text: string): boolean {
  if (!text.trim().startsWith('<')) return false
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement !== null
}
