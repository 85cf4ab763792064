import * as yup from 'yup'
import { publicKey } from './testKeys'
import {
  descriptionSchema,
  hasDuplicates,
  ipAddressSchema,
  ipNetSchema,
  nameError,
  nameSchema,
  parsePortRange,
  PORT_MESSAGES,
  portRangeError,
  portRangeSchema,
  requiredMessage,
  sshPublicKeySchema,
  uniqueItems,
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

describe('ipNetSchema (spec §5)', () => {
  const schema = ipNetSchema('Subnet')

  it('accepts address/width, trimmed', async () => {
    expect(await errorOf(schema, '10.0.0.0/8')).toBeUndefined()
    expect(await errorOf(schema, ' fd00::/64 ')).toBeUndefined()
  })

  it.each([
    ['', 'Subnet is required'],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['a/b', 'Not a valid IP address'],
    ['10.0.0.0/1.5', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])('%p → %s', async (value, message) => {
    expect(await errorOf(schema, value)).toBe(message)
  })

  it('accepts the maximum widths', async () => {
    expect(await errorOf(schema, '10.0.0.1/32')).toBeUndefined()
    expect(await errorOf(schema, 'fd00::1/128')).toBeUndefined()
  })
})

describe('uniqueItems (spec §5)', () => {
  it('rejects duplicate strings', async () => {
    const schema = uniqueItems(yup.array(yup.string().required()).required())
    expect(await errorOf(schema, ['a', 'b'])).toBeUndefined()
    expect(await errorOf(schema, [])).toBeUndefined()
    expect(await errorOf(schema, ['a', 'b', 'a'])).toBe('Items must be unique')
  })

  it('compares objects by value', async () => {
    const target = yup.object({ type: yup.string().required(), value: yup.string().required() })
    const schema = uniqueItems(yup.array(target).required())
    const vpc = (value: string) => ({ type: 'vpc', value })
    expect(await errorOf(schema, [vpc('a'), vpc('b')])).toBeUndefined()
    expect(await errorOf(schema, [vpc('a'), vpc('a')])).toBe('Items must be unique')
  })

  it('leaves a missing optional list alone and keeps the schema type', async () => {
    const schema = uniqueItems(yup.array(yup.number().required()))
    expect(await errorOf(schema, undefined)).toBeUndefined()
    const typed: number[] | undefined = schema.validateSync([1, 2])
    expect(typed).toEqual([1, 2])
  })

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

  const schema = portRangeSchema()

  it('says why a range is refused', async () => {
    expect(await errorOf(schema, '80')).toBeUndefined()
    expect(await errorOf(schema, '80-443')).toBeUndefined()
    expect(await errorOf(schema, ' 22 ')).toBeUndefined()
    expect(await errorOf(schema, '443-80')).toBe(PORT_MESSAGES.order)
    expect(await errorOf(schema, '70000')).toBe('Port must be between 1 and 65535')
    expect(await errorOf(schema, '0-80')).toBe('Port must be between 1 and 65535')
    expect(await errorOf(schema, '80-70000')).toBe('Port must be between 1 and 65535')
    expect(await errorOf(schema, '123456')).toBe('Not a valid port range')
    expect(await errorOf(schema, '80 - 443')).toBe('Not a valid port range')
    expect(portRangeError('9102-9100')).toBe('The second port must not be less than the first')
  })

  it('is required, with a label', async () => {
    expect(await errorOf(schema, '')).toBe('Port range is required')
    expect(await errorOf(portRangeSchema('Port'), ' ')).toBe('Port is required')
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
