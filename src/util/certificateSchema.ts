import * as yup from 'yup'
import type { FileContent } from './fileContent'
import { isPemCertificateChain, isPemPrivateKey } from './pem'
import { descriptionSchema, nameSchema, requiredMessage } from './validation'

// A TLS certificate for a silo's external API, as the certificate form and the create-silo form
// both ask for it: its PEM chain and private key, checked before they are sent.

export type CertificateValues = {
  name: string
  description: string
  cert: FileContent | null
  key: FileContent | null
}

export const blankCertificate: CertificateValues = {
  name: '',
  description: '',
  cert: null,
  key: null,
}

export const CERTIFICATE_MESSAGES = {
  cert: 'Certificate must be a PEM-encoded certificate chain',
  key: 'Key must be a PEM-encoded private key',
} as const

const pemFile = (label: string, message: string, check: (text: string) => boolean) =>
  yup
    .mixed<FileContent>()
    .nullable()
    .required(requiredMessage(label))
    .test('pem', message, (file) => !file || check(file.text))

export const certificateSchema = yup.object({
  name: nameSchema('Certificate name'),
  description: descriptionSchema,
  cert: pemFile('Certificate', CERTIFICATE_MESSAGES.cert, isPemCertificateChain),
  key: pemFile('Key', CERTIFICATE_MESSAGES.key, isPemPrivateKey),
})
