import type { FileContent } from './fileContent'
import { derBase64, isPemCertificateChain, isPemPrivateKey, isXmlDocument } from './pem'

const pem = (label: string, body = 'TUlJQmZ6Q0NBU1dnQXdJQkFnSVVi\nQ0NBU1dn==') =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`

const textFile = (text: string): FileContent => ({
  name: 'f',
  text,
  base64: btoa(text),
})

test('a certificate chain is one or more PEM certificates and nothing else', () => {
  expect(isPemCertificateChain(pem('CERTIFICATE'))).toBe(true)
  expect(isPemCertificateChain(pem('CERTIFICATE') + pem('CERTIFICATE'))).toBe(true)
  expect(isPemCertificateChain(pem('CERTIFICATE').replace(/\n/g, '\r\n'))).toBe(true)
  expect(isPemCertificateChain(pem('PRIVATE KEY'))).toBe(false)
  expect(isPemCertificateChain('garbage\n' + pem('CERTIFICATE'))).toBe(false)
  expect(isPemCertificateChain(pem('CERTIFICATE', 'not base64!'))).toBe(false)
  expect(isPemCertificateChain('')).toBe(false)
})

test('a private key is one unencrypted PEM key', () => {
  expect(isPemPrivateKey(pem('PRIVATE KEY'))).toBe(true)
  expect(isPemPrivateKey(pem('RSA PRIVATE KEY'))).toBe(true)
  expect(isPemPrivateKey(pem('EC PRIVATE KEY'))).toBe(true)
  expect(isPemPrivateKey(pem('ENCRYPTED PRIVATE KEY'))).toBe(false)
  expect(isPemPrivateKey(pem('CERTIFICATE'))).toBe(false)
  expect(isPemPrivateKey(pem('PRIVATE KEY') + pem('PRIVATE KEY'))).toBe(false)
})

test('DER comes from a PEM body or from a binary file', () => {
  expect(derBase64(textFile(pem('CERTIFICATE')), 'CERTIFICATE')).toBe(
    'TUlJQmZ6Q0NBU1dnQXdJQkFnSVVi' + 'Q0NBU1dn==',
  )
  // a PEM of another kind is not this one
  expect(derBase64(textFile(pem('PRIVATE KEY')), 'RSA PRIVATE KEY')).toBeUndefined()
  const der: FileContent = { name: 'k.der', text: '0\x82', base64: btoa('\x30\x82\x01\x0a') }
  expect(derBase64(der, 'RSA PRIVATE KEY')).toBe(der.base64)
  expect(derBase64(textFile('hello'), 'CERTIFICATE')).toBeUndefined()
})

test('metadata must be well-formed XML', () => {
  expect(isXmlDocument('<?xml version="1.0"?><EntityDescriptor entityID="x"/>')).toBe(true)
  expect(isXmlDocument('<EntityDescriptor><unclosed></EntityDescriptor>')).toBe(false)
  expect(isXmlDocument('{"json": true}')).toBe(false)
  expect(isXmlDocument('')).toBe(false)
})
