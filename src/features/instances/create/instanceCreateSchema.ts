import * as yup from 'yup'
import { GiB } from '~/util/format'
import { parseIp, IP_MESSAGES } from '~/util/ip'
import { STACK_LABELS } from '~/api/ipStack'
import {
  MAX_DISKS_PER_INSTANCE,
  MAX_NICS_PER_INSTANCE,
  MAX_USER_DATA_BYTES,
  MIN_DISK_SIZE_GIB,
} from '~/util/limits'
import {
  descriptionSchema,
  diskSizeMessages,
  diskSizeSchema,
  hasDuplicates,
  nameError,
  nameSchema,
  requiredMessage,
  UNIQUE_ITEMS_MESSAGE,
} from '~/util/validation'
import { memoryGibSchema, ncpusSchema } from '../sizing'
import { bootDiskName, CUSTOM_SIZE, userDataBytes, type InstanceCreateValues } from './formValues'

// The create form's rules. Messages are the spec's where it has them ('{label} is required',
// 'Items must be unique', 'Not a valid IP address'); the rest say what to change.

const DISK_SIZE = diskSizeMessages('Disk size')

export const MESSAGES = {
  hostname: 'Hostname can only contain letters, numbers and dashes, in labels separated by dots',
  hostnameLength: 'Hostname must be 253 characters or fewer',
  diskSize: DISK_SIZE.range,
  diskSizeInteger: DISK_SIZE.integer,
  diskSizeRequired: DISK_SIZE.required,
  /** the boot disk must hold the whole image or snapshot */
  imageTooBig: (gib: number) => DISK_SIZE.source('image', gib),
  snapshotTooBig: (gib: number) => DISK_SIZE.source('snapshot', gib),
  tooManyDisks: `An instance can have at most ${MAX_DISKS_PER_INSTANCE} disks, the boot disk included`,
  userData: `User data must be at most ${MAX_USER_DATA_BYTES / 1024} KiB`,
  tooManyNics: `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`,
} as const

// RFC 1035 labels: letters, digits and dashes, not starting or ending with a dash (the contract's
// Hostname pattern)
const HOSTNAME_LABEL = /^[a-zA-Z0-9][a-zA-Z0-9-]*$/
const MAX_HOSTNAME_LENGTH = 253

function hostnameError(hostname: string): string | undefined {
  if (hostname.length > MAX_HOSTNAME_LENGTH) return MESSAGES.hostnameLength
  const ok = hostname
    .split('.')
    .every((label) => HOSTNAME_LABEL.test(label) && !label.endsWith('-'))
  return ok ? undefined : MESSAGES.hostname
}

/** An optional text that, when given, must pass `check`. */
const optionalWith = (check: (value: string) => string | undefined) =>
  yup.string().test('optional-check', function (value) {
    if (!value) return true
    const message = check(value.trim())
    return message ? this.createError({ message }) : true
  })

const whenCustomSize = <S extends yup.Schema>(schema: S) =>
  yup.mixed().when('size', ([size]: unknown[]) => (size === CUSTOM_SIZE ? schema : yup.mixed()))

const diskEntrySchema = yup.object({
  type: yup.string().oneOf(['create', 'attach']).required(),
  name: yup
    .string()
    .when('type', ([type]: unknown[]) =>
      type === 'create' ? nameSchema('Disk name') : yup.string().required(requiredMessage('Disk')),
    ),
  sizeGib: yup
    .mixed()
    .when('type', ([type]: unknown[]) =>
      type === 'create' ? diskSizeSchema('Disk size') : yup.mixed(),
    ),
  blockSize: yup.string(),
})

const nicEntrySchema = yup.object({
  name: nameSchema('Interface name'),
  subnet: yup.string().required(requiredMessage('Subnet')),
  ip: optionalWith((ip) => (parseIp(ip).type === 'error' ? IP_MESSAGES.invalidAddress : undefined)),
})

/**
 * 'Items must be unique' on each later entry that repeats an earlier one's value at `key`
 * (blank values aside), where the user can change it.
 */
function repeats<T>(
  ctx: yup.TestContext,
  list: string,
  entries: readonly T[],
  value: (entry: T) => string,
  key: string,
): yup.ValidationError[] {
  const seen = entries.map((e) => value(e).trim())
  return seen.flatMap((v, i) =>
    v && seen.indexOf(v) < i
      ? [ctx.createError({ path: `${list}[${i}].${key}`, message: UNIQUE_ITEMS_MESSAGE })]
      : [],
  )
}

/** Names of every disk the instance would have, boot disk first, as the form orders them. */
function diskNames(values: Partial<InstanceCreateValues>): string[] {
  const boot = values.bootSource === 'disk' ? (values.bootExistingDisk ?? '') : bootDiskName(values)
  return [boot, ...(values.disks ?? []).map((d) => d.name ?? '')]
}

/**
 * `sourceSizeBytes(id)`: the size of an image or snapshot the form offers, so a boot disk too
 * small for its source is refused here instead of by the API.
 */
export const instanceCreateSchema = (sourceSizeBytes: (id: string) => number | undefined) =>
  yup
    .object({
      name: nameSchema(),
      description: descriptionSchema,
      hostname: optionalWith(hostnameError),

      size: yup.string().required(),
      ncpus: whenCustomSize(ncpusSchema),
      memoryGib: whenCustomSize(memoryGibSchema),

      bootSource: yup.string().oneOf(['image', 'snapshot', 'disk']).required(),
      bootImageId: yup
        .string()
        .when('bootSource', { is: 'image', then: (s) => s.required(requiredMessage('Image')) }),
      bootSnapshotId: yup.string().when('bootSource', {
        is: 'snapshot',
        then: (s) => s.required(requiredMessage('Snapshot')),
      }),
      bootDiskName: optionalWith(nameError),
      bootDiskSizeGib: yup
        .mixed()
        .when(['bootSource', 'bootImageId', 'bootSnapshotId'], ([source, imageId, snapshotId]) => {
          if (source === 'disk') return yup.mixed()
          const id = source === 'snapshot' ? snapshotId : imageId
          const bytes = typeof id === 'string' ? sourceSizeBytes(id) : undefined
          if (bytes === undefined) return diskSizeSchema('Disk size')
          const gib = Math.ceil(bytes / GiB)
          const message =
            source === 'snapshot' ? MESSAGES.snapshotTooBig(gib) : MESSAGES.imageTooBig(gib)
          return diskSizeSchema('Disk size').min(Math.max(gib, MIN_DISK_SIZE_GIB), message)
        }),
      bootExistingDisk: yup
        .string()
        .when('bootSource', { is: 'disk', then: (s) => s.required(requiredMessage('Boot disk')) }),

      disks: yup
        .array()
        .of(diskEntrySchema)
        .max(MAX_DISKS_PER_INSTANCE - 1, MESSAGES.tooManyDisks),

      network: yup.string().oneOf(['default', 'none', 'custom']).required(),
      nicVpc: yup
        .string()
        .when('network', { is: 'custom', then: (s) => s.required(requiredMessage('VPC')) }),
      nics: yup.array().when('network', {
        is: 'custom',
        then: (s) => s.of(nicEntrySchema).max(MAX_NICS_PER_INSTANCE, MESSAGES.tooManyNics),
      }),

      ephemeralIp: yup.boolean(),
      ephemeralPool: yup.string(),
      floatingIps: yup.array().of(yup.string()),
      antiAffinityGroups: yup.array().of(yup.string()),
      sshKeys: yup.array().of(yup.string()).nullable(),
      userData: yup
        .string()
        .test(
          'user-data-size',
          MESSAGES.userData,
          (v) => userDataBytes(v ?? '') <= MAX_USER_DATA_BYTES,
        ),
      autoRestart: yup.string().oneOf(['default', 'best_effort', 'never']).required(),
      start: yup.boolean(),
    })
    // The API refuses an instance naming one disk twice. The message goes on the later entry,
    // where the user can change it; a clash with the boot disk goes on the additional disk.
    // one interface name and one address per interface
    .test('unique-nics', function (values) {
      const v = values as Partial<InstanceCreateValues>
      if (v.network !== 'custom') return true
      const nics = v.nics ?? []
      const errors = [
        ...repeats(this, 'nics', nics, (n) => n.name ?? '', 'name'),
        ...repeats(this, 'nics', nics, (n) => n.ip ?? '', 'ip'),
        // an address goes to the stack of its version, which the interface must have
        ...nics.flatMap((n, i) => {
          const ip = n.ip?.trim() ?? ''
          const isV6 = ip.includes(':')
          const stack = v.ipStack ?? 'dual_stack'
          return ip && ((isV6 && stack === 'v4') || (!isV6 && stack === 'v6'))
            ? [
                this.createError({
                  path: `nics[${i}].ip`,
                  message: `Not an address of the ${STACK_LABELS[stack]} stack`,
                }),
              ]
            : []
        }),
      ]
      return errors.length ? new yup.ValidationError(errors) : true
    })
    .test('unique-disk-names', function (values) {
      const names = diskNames(values as Partial<InstanceCreateValues>)
      if (!hasDuplicates(names.filter(Boolean))) return true
      const errors = names.flatMap((name, i) =>
        i > 0 && name && names.indexOf(name) < i
          ? [this.createError({ path: `disks[${i - 1}].name`, message: UNIQUE_ITEMS_MESSAGE })]
          : [],
      )
      return new yup.ValidationError(errors)
    })
