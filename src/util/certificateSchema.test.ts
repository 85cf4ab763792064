import { blankCertificate, CERTIFICATE_MESSAGES, certificateSchema } from './certificateSchema'
import type { FileContent } from './fileContent'

const file = (text: string): FileContent => ({ name: 'f.pem', text, base64: btoa(text) })
const CERT = file('-----BEGIN CERTIFICATE-----\nTUlJQg==\n-----END CERTIFICATE-----\n')
const KEY = file('-----BEGIN PRIVATE KEY-----\nTUlJRQ==\n-----END PRIVATE KEY-----\n')

async function errors(values: object) {
  try {
    await certificateSchema.validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

test('a certificate needs a name, a PEM chain and a PEM key, each in its place', async () => {
  expect(await errors(blankCertificate)).toEqual({
    name: 'Certificate name is required',
    cert: 'Certificate is required',
    key: 'Key is required',
  })
  expect(await errors({ name: 'api', description: '', cert: KEY, key: CERT })).toEqual({
    cert: CERTIFICATE_MESSAGES.cert,
    key: CERTIFICATE_MESSAGES.key,
  })
  expect(await errors({ name: 'api', description: '', cert: CERT, key: KEY })).toEqual({})
})
