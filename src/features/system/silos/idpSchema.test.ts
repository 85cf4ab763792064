import type { FileContent } from '~/components'
import {
  acsUrlFor,
  IDP_MESSAGES,
  idpCreateSchema,
  initialIdpValues,
  toIdpCreate,
} from './idpSchema'
import type { IdpCreateValues } from './idpSchema'

const file = (text: string, name = 'f'): FileContent => ({ name, text, base64: btoa(text) })
const pem = (label: string) => file(`-----BEGIN ${label}-----\nTUlJQg==\n-----END ${label}-----\n`)
const XML = file('<?xml version="1.0"?><EntityDescriptor entityID="https://idp.test"/>')

const filled: IdpCreateValues = {
  ...initialIdpValues(acsUrlFor('https://console.test', 'maple', 'okta')),
  name: 'okta',
  idpEntityId: 'https://idp.test/metadata',
  spClientId: 'console',
  technicalContactEmail: 'ops@example.test',
  sloUrl: 'https://idp.test/logout',
  metadataUrl: 'https://idp.test/metadata',
}

async function errors(values: IdpCreateValues) {
  try {
    await idpCreateSchema.validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

test('the ACS URL is the console’s sign-in page of the provider', () => {
  expect(acsUrlFor('https://console.test', 'maple', 'okta')).toBe(
    'https://console.test/login/maple/saml/okta',
  )
})

test('required fields, URLs and the email are checked', async () => {
  expect(await errors(initialIdpValues(''))).toEqual({
    name: 'Name is required',
    acsUrl: 'ACS URL is required',
    idpEntityId: 'IdP entity ID is required',
    spClientId: 'SP client ID is required',
    technicalContactEmail: 'Technical contact email is required',
    sloUrl: 'SLO URL is required',
    metadataUrl: 'Metadata URL is required',
  })
  expect(
    await errors({
      ...filled,
      sloUrl: 'idp.test/logout',
      technicalContactEmail: 'ops',
      metadataUrl: 'ftp://x',
    }),
  ).toEqual({
    sloUrl: IDP_MESSAGES.url('SLO URL'),
    technicalContactEmail: IDP_MESSAGES.email,
    metadataUrl: IDP_MESSAGES.url('Metadata URL'),
  })
  expect(await errors(filled)).toEqual({})
})

test('uploaded metadata must be XML; the URL is then not asked for', async () => {
  const fromFile = { ...filled, metadataSource: 'file', metadataUrl: '' } as const
  expect(await errors(fromFile)).toEqual({ metadataFile: 'Metadata file is required' })
  expect(await errors({ ...fromFile, metadataFile: file('{}') })).toEqual({
    metadataFile: IDP_MESSAGES.xml,
  })
  expect(await errors({ ...fromFile, metadataFile: XML })).toEqual({})
})

test('a signing key pair is both halves or neither, each of the right kind', async () => {
  expect(await errors({ ...filled, signingCert: pem('CERTIFICATE') })).toEqual({
    signingKey: IDP_MESSAGES.pair,
  })
  expect(
    await errors({
      ...filled,
      signingCert: pem('RSA PRIVATE KEY'),
      signingKey: pem('CERTIFICATE'),
    }),
  ).toEqual({ signingCert: IDP_MESSAGES.cert, signingKey: IDP_MESSAGES.key })
  expect(
    await errors({
      ...filled,
      signingCert: pem('CERTIFICATE'),
      signingKey: pem('RSA PRIVATE KEY'),
    }),
  ).toEqual({})
})

test('the body: metadata by URL or base64 XML, the key pair as base64 DER', () => {
  expect(toIdpCreate({ ...filled, groupAttributeName: ' groups ' })).toEqual({
    name: 'okta',
    description: '',
    acsUrl: 'https://console.test/login/maple/saml/okta',
    idpEntityId: 'https://idp.test/metadata',
    spClientId: 'console',
    technicalContactEmail: 'ops@example.test',
    sloUrl: 'https://idp.test/logout',
    groupAttributeName: 'groups',
    idpMetadataSource: { type: 'url', url: 'https://idp.test/metadata' },
    signingKeypair: null,
  })
  const body = toIdpCreate({
    ...filled,
    metadataSource: 'file',
    metadataFile: XML,
    signingCert: pem('CERTIFICATE'),
    signingKey: pem('RSA PRIVATE KEY'),
  })
  expect(body.idpMetadataSource).toEqual({ type: 'base64_encoded_xml', data: XML.base64 })
  expect(body.signingKeypair).toEqual({ publicCert: 'TUlJQg==', privateKey: 'TUlJQg==' })
  expect(body.groupAttributeName).toBeNull()
})
