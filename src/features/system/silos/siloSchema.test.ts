import type { FileContent } from '~/util/fileContent'
import { GiB, TiB } from '~/util/format'
import { fromQuotas, quotaSchema, toQuotas } from './quotas'
import { blankCertificate, CERTIFICATE_MESSAGES } from '~/util/certificateSchema'
import {
  initialSiloCreateValues,
  siloCreateSchema,
  toSiloCreate,
  type SiloCreateValues,
} from './siloSchema'

const file = (text: string): FileContent => ({ name: 'f.pem', text, base64: btoa(text) })
const CERT = file('-----BEGIN CERTIFICATE-----\nTUlJQg==\n-----END CERTIFICATE-----\n')
const KEY = file('-----BEGIN PRIVATE KEY-----\nTUlJRQ==\n-----END PRIVATE KEY-----\n')

async function errors(schema: typeof siloCreateSchema | typeof quotaSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

test('quota rules: present, not negative, whole CPUs', async () => {
  expect(
    await errors(quotaSchema, { cpus: '', memory: '', storage: '', memoryUnit: 'GiB' }),
  ).toEqual({
    cpus: 'CPUs is required',
    memory: 'Memory is required',
    storage: 'Storage is required',
  })
  expect(await errors(quotaSchema, { cpus: 1.5, memory: -1, storage: 0.5 })).toEqual({
    cpus: 'CPUs must be a whole number',
    memory: 'Memory must not be negative',
  })
})

test('quotas go out in bytes of the chosen unit and come back in the largest whole unit', () => {
  const values = {
    cpus: 16,
    memory: 1.5,
    memoryUnit: 'TiB',
    storage: 500,
    storageUnit: 'GiB',
  } as const
  expect(toQuotas(values)).toEqual({ cpus: 16, memory: 1.5 * TiB, storage: 500 * GiB })
  expect(fromQuotas({ cpus: 64, memory: 256 * GiB, storage: 4 * TiB })).toEqual({
    cpus: 64,
    memory: 256,
    memoryUnit: 'GiB',
    storage: 4,
    storageUnit: 'TiB',
  })
})

test('a certificate needs a name and PEM files, checked before anything is sent', async () => {
  const values: SiloCreateValues = {
    ...initialSiloCreateValues,
    name: 'birch',
    tlsCertificates: [
      blankCertificate,
      { name: 'api', description: '', cert: KEY, key: CERT },
      { name: 'ok', description: '', cert: CERT, key: KEY },
    ],
  }
  expect(await errors(siloCreateSchema, values)).toEqual({
    'tlsCertificates[0].name': 'Certificate name is required',
    'tlsCertificates[0].cert': 'Certificate is required',
    'tlsCertificates[0].key': 'Key is required',
    'tlsCertificates[1].cert': CERTIFICATE_MESSAGES.cert,
    'tlsCertificates[1].key': CERTIFICATE_MESSAGES.key,
  })
})

test('the body: trimmed admin group or null, only mapped roles, PEM text as read', () => {
  const values: SiloCreateValues = {
    ...initialSiloCreateValues,
    name: 'birch',
    description: 'A silo',
    discoverable: false,
    identityMode: 'saml_scim',
    adminGroupName: '  birch-admins ',
    fleetRoles: {
      admin: ['viewer', 'admin'],
      collaborator: [],
      limited_collaborator: ['viewer'],
      viewer: ['viewer'],
    },
    cpus: 8,
    memory: 16,
    storage: 1,
    storageUnit: 'TiB',
    tlsCertificates: [{ name: 'birch-api', description: 'API', cert: CERT, key: KEY }],
  }
  expect(toSiloCreate(values)).toEqual({
    name: 'birch',
    description: 'A silo',
    discoverable: false,
    identityMode: 'saml_scim',
    adminGroupName: 'birch-admins',
    mappedFleetRoles: {
      admin: ['admin', 'viewer'],
      limited_collaborator: ['viewer'],
      viewer: ['viewer'],
    },
    quotas: { cpus: 8, memory: 16 * GiB, storage: TiB },
    tlsCertificates: [
      {
        name: 'birch-api',
        description: 'API',
        cert: CERT.text,
        key: KEY.text,
        service: 'external_api',
      },
    ],
  })
  expect(toSiloCreate({ ...values, adminGroupName: ' ' }).adminGroupName).toBeNull()
})
