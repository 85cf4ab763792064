import * as yup from 'yup'
import type { SamlIdentityProviderCreate } from '~/api/generated/types'
import type { FileContent } from '~/components'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'
import { derBase64, isXmlDocument } from '~/util/pem'

// The SAML identity provider form: values, rules and the SamlIdentityProviderCreate body. The
// metadata comes from a URL or an uploaded XML file (sent base64-encoded); the optional signing
// key pair from two files, PEM or DER, sent as the base64 DER the API takes.

export type IdpCreateValues = {
  name: string
  description: string
  acsUrl: string
  idpEntityId: string
  spClientId: string
  technicalContactEmail: string
  sloUrl: string
  groupAttributeName: string
  metadataSource: 'url' | 'file'
  metadataUrl: string
  metadataFile: FileContent | null
  signingCert: FileContent | null
  signingKey: FileContent | null
}

export const initialIdpValues = (acsUrl: string): IdpCreateValues => ({
  name: '',
  description: '',
  acsUrl,
  idpEntityId: '',
  spClientId: '',
  technicalContactEmail: '',
  sloUrl: '',
  groupAttributeName: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataFile: null,
  signingCert: null,
  signingKey: null,
})

/** Where the identity provider posts its answer: the console's SAML sign-in page (spec §2). */
export const acsUrlFor = (origin: string, silo: string, provider: string) =>
  `${origin}/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}`

export const IDP_MESSAGES = {
  url: (label: string) => `${label} must be an http or https URL`,
  email: 'Technical contact email must be an email address',
  xml: 'Metadata must be an XML document',
  cert: 'Signing certificate must be a certificate, PEM or DER',
  key: 'Signing key must be an RSA private key (PKCS#1), PEM or DER',
  pair: 'Add both the signing certificate and its key, or neither',
} as const

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const required = (label: string) => yup.string().trim().required(requiredMessage(label))
const url = (label: string) =>
  required(label).test('url', IDP_MESSAGES.url(label), (v) => !v || isHttpUrl(v))

const CERT_LABEL = 'CERTIFICATE'
const KEY_LABEL = 'RSA PRIVATE KEY'

/** A file of the key pair: well-formed, and only with its other half. */
const pairFile = (other: 'signingCert' | 'signingKey', label: string, message: string) =>
  yup
    .mixed<FileContent>()
    .nullable()
    .test('der', message, (file) => !file || derBase64(file, label) !== undefined)
    .test('pair', IDP_MESSAGES.pair, function (file) {
      const partner = (this.parent as IdpCreateValues)[other]
      return Boolean(file) || !partner
    })

export const idpCreateSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  acsUrl: url('ACS URL'),
  idpEntityId: required('IdP entity ID'),
  spClientId: required('SP client ID'),
  technicalContactEmail: required('Technical contact email').email(IDP_MESSAGES.email),
  sloUrl: url('SLO URL'),
  groupAttributeName: yup.string(),
  metadataUrl: yup.string().when('metadataSource', {
    is: 'url',
    then: () => url('Metadata URL'),
  }),
  metadataFile: yup
    .mixed<FileContent>()
    .nullable()
    .when('metadataSource', {
      is: 'file',
      then: (s) =>
        s
          .required(requiredMessage('Metadata file'))
          .test('xml', IDP_MESSAGES.xml, (file) => !file || isXmlDocument(file.text)),
    }),
  signingCert: pairFile('signingKey', CERT_LABEL, IDP_MESSAGES.cert),
  signingKey: pairFile('signingCert', KEY_LABEL, IDP_MESSAGES.key),
})

export function toIdpCreate(v: IdpCreateValues): SamlIdentityProviderCreate {
  const group = v.groupAttributeName.trim()
  const cert = v.signingCert && derBase64(v.signingCert, CERT_LABEL)
  const key = v.signingKey && derBase64(v.signingKey, KEY_LABEL)
  return {
    name: v.name,
    description: v.description,
    acsUrl: v.acsUrl.trim(),
    idpEntityId: v.idpEntityId.trim(),
    spClientId: v.spClientId.trim(),
    technicalContactEmail: v.technicalContactEmail.trim(),
    sloUrl: v.sloUrl.trim(),
    groupAttributeName: group === '' ? null : group,
    idpMetadataSource:
      v.metadataSource === 'url'
        ? { type: 'url', url: v.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: v.metadataFile?.base64 ?? '' },
    signingKeypair: cert && key ? { publicCert: cert, privateKey: key } : null,
  }
}
