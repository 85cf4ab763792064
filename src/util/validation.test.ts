import * as yup from 'yup'
import { publicKey } from './testKeys'
import {
  descriptionSchema,
  diskSizeSchema,
  hasDuplicates,
  ipAddressSchema,
  nameError,
  nameSchema,
  parsePortRange,
  PORT_MESSAGES,
  portRangeError,
  requiredMessage,
  sshPublicKeySchema,
} from './validation'

/** The message yup reports for `value`, or undefined when it is valid. */
const errorOf = async (schema: yup.Schema, value: unknown): Promise<string | undefined> => {
  try {
    await schema.validate(value)
    return undefined
  } catch (e) {
    if (e instanceof yup.ValidationError) return e.message
    throw e
  }
}

describe('requiredMessage (spec §5)', () => {
  it("reads '{label} is required'", () => {
    expect(requiredMessage('Username')).toBe('Username is required')
    expect(requiredMessage('IP address')).toBe('IP address is required')
  })
})

describe('ipAddressSchema (spec §5)', () => {
  const schema = ipAddressSchema('Address')

  it('accepts IPv4 and IPv6, trimmed', async () => {
    expect(await errorOf(schema, '10.0.0.1')).toBeUndefined()
    expect(await errorOf(schema, '::ffff:1.2.3.4')).toBeUndefined()
    expect(await errorOf(schema, ' fd00::1 ')).toBeUndefined()
    expect(schema.cast(' 1.2.3.4 ')).toBe('1.2.3.4')
  })

  it('is required', async () => {
    expect(await errorOf(schema, '')).toBe('Address is required')
    expect(await errorOf(schema, '   ')).toBe('Address is required')
    expect(await errorOf(schema, undefined)).toBe('Address is required')
  })

  it.each(['256.1.1.1', '1.2.3', '1:2:3:4:5:6:7:8:9', '10.0.0.0/8', 'host'])(
    'rejects %p',
    async (value) => {
      expect(await errorOf(schema, value)).toBe('Not a valid IP address')
    },
  )
})

describe('hasDuplicates (spec §5: items must be unique)', () => {
  it('tells numbers from strings', () => {
    expect(hasDuplicates([1, '1'])).toBe(false)
    expect(hasDuplicates([1, 1])).toBe(true)
    expect(hasDuplicates([null, null])).toBe(true)
  })
})

describe('port ranges (spec §5)', () => {
  it.each<[string, [number, number] | undefined]>([
    ['80', [80, 80]],
    ['80-443', [80, 443]],
    ['443-443', [443, 443]],
    [' 22 ', [22, 22]],
    ['1', [1, 1]],
    ['65535', [65535, 65535]],
    ['0', undefined],
    ['70000', undefined],
    ['99999', undefined],
    ['443-80', undefined],
    ['123456', undefined],
    ['1-123456', undefined],
    ['', undefined],
    ['-80', undefined],
    ['80-', undefined],
    ['80 - 443', undefined],
    ['80-443-8080', undefined],
    ['8o', undefined],
    ['+80', undefined],
    ['1.5', undefined],
  ])('parsePortRange(%p) → %p', (text, expected) => {
    expect(parsePortRange(text)).toEqual(expected)
  })

  it('says why a range is refused', () => {
    expect(portRangeError('80')).toBeUndefined()
    expect(portRangeError('80-443')).toBeUndefined()
    expect(portRangeError(' 22 ')).toBeUndefined()
    expect(portRangeError('443-80')).toBe(PORT_MESSAGES.order)
    expect(portRangeError('70000')).toBe('Port must be between 1 and 65535')
    expect(portRangeError('0-80')).toBe('Port must be between 1 and 65535')
    expect(portRangeError('80-70000')).toBe('Port must be between 1 and 65535')
    expect(portRangeError('123456')).toBe('Not a valid port range')
    expect(portRangeError('80 - 443')).toBe('Not a valid port range')
    expect(portRangeError('9102-9100')).toBe('The second port must not be less than the first')
  })
})

describe('nameSchema (API Name rules)', () => {
  const schema = nameSchema()

  it.each(['a', 'my-project', 'web-01', 'a1b2', 'x'.repeat(63), 'a-b-c', 'abc-01234567-89ab-cdef'])(
    'accepts %p',
    async (value) => {
      expect(await errorOf(schema, value)).toBeUndefined()
    },
  )

  it.each([
    ['', 'Name is required'],
    ['1abc', 'Must start with a lower-case letter'],
    ['-abc', 'Must start with a lower-case letter'],
    [
      'Abc',
      'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
    ],
    [
      ' abc',
      'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
    ],
    ['abC', 'Can only contain lower-case letters, numbers, and dashes'],
    ['a_b', 'Can only contain lower-case letters, numbers, and dashes'],
    ['a b', 'Can only contain lower-case letters, numbers, and dashes'],
    ['abc ', 'Can only contain lower-case letters, numbers, and dashes'],
    ['abc-', 'Must end with a letter or number'],
    ['x'.repeat(64), 'Must be 63 characters or fewer'],
    ['abcdef01-2345-6789-abcd-ef0123456789', 'Cannot be a UUID'],
  ])('%p → %s', async (value, message) => {
    expect(await errorOf(schema, value)).toBe(message)
  })

  it('uses the label in the required message', async () => {
    expect(await errorOf(nameSchema('Disk name'), '')).toBe('Disk name is required')
    expect(await errorOf(nameSchema('Disk name'), undefined)).toBe('Disk name is required')
  })

  it('says every rule a name breaks at once', () => {
    expect(nameError('my-name')).toBeUndefined()
    expect(nameError('9_x')).toBe(
      'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
    )
    expect(nameError('Web_' + 'x'.repeat(60) + '-')).toBe(
      'Must start with a lower-case letter; can only contain lower-case letters, numbers, and ' +
        'dashes; must end with a letter or number; must be 63 characters or fewer',
    )
  })
})

describe('diskSizeSchema (every form that asks for a disk size)', () => {
  it('says one thing for each way to miss, in the words of the field it checks', async () => {
    expect(await errorOf(diskSizeSchema('Disk size'), '')).toBe('Disk size is required')
    expect(await errorOf(diskSizeSchema('Size'), 0)).toBe('Size must be between 1 and 1023 GiB')
    expect(await errorOf(diskSizeSchema('Size'), 1024)).toBe('Size must be between 1 and 1023 GiB')
    expect(await errorOf(diskSizeSchema('Size'), 2.5)).toBe('Size must be a whole number of GiB')
    expect(await errorOf(diskSizeSchema('Size'), 'ten')).toBe('Size must be a whole number of GiB')
  })

  it('takes the whole range, text as a number input gives it included', async () => {
    expect(await errorOf(diskSizeSchema(), 1)).toBeUndefined()
    expect(await errorOf(diskSizeSchema(), '1023')).toBeUndefined()
  })
})

describe('descriptionSchema', () => {
  it('is optional free text', async () => {
    expect(await errorOf(descriptionSchema, '')).toBeUndefined()
    expect(await errorOf(descriptionSchema, undefined)).toBeUndefined()
    expect(await errorOf(descriptionSchema, 'x'.repeat(2000))).toBeUndefined()
  })
})

describe('sshPublicKeySchema', () => {
  it('accepts an OpenSSH public key, trimmed', async () => {
    expect(await errorOf(sshPublicKeySchema, publicKey('ssh-ed25519', 'me@host'))).toBeUndefined()
    expect(await errorOf(sshPublicKeySchema, `\n${publicKey('ssh-rsa')}\n`)).toBeUndefined()
  })

  it('is required', async () => {
    expect(await errorOf(sshPublicKeySchema, '')).toBe('Public key is required')
    expect(await errorOf(sshPublicKeySchema, '  ')).toBe('Public key is required')
  })

  it('rejects anything else', async () => {
    expect(await errorOf(sshPublicKeySchema, 'hello')).toBe('Not a valid SSH public key')
    expect(await errorOf(sshPublicKeySchema, 'ssh-ed25519 AAAA')).toBe('Not a valid SSH public key')
  })
})

describe('in an object schema, as forms use them', () => {
  it('collects one message per field', async () => {
    const schema = yup.object({ name: nameSchema(), publicKey: sshPublicKeySchema })
    const err = await schema
      .validate({ name: 'Bad', publicKey: '' }, { abortEarly: false })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(yup.ValidationError)
    const byPath = Object.fromEntries(
      (err as yup.ValidationError).inner.map((e) => [e.path, e.message]),
    )
    expect(byPath).toEqual({
      name: 'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
      publicKey: 'Public key is required',
    })
  })
})
