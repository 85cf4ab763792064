import { identityValue, parseIdentityValue, roleSchema } from './roleSchema'

const errorsOf = async (values: unknown) => {
  try {
    await roleSchema.validate(values, { abortEarly: false })
    return []
  } catch (e) {
    return (e as { errors: string[] }).errors
  }
}

test("nothing picked: spec §5's required messages for both fields", async () => {
  expect(await errorsOf({ identity: '', role: '' })).toEqual([
    'User or group is required',
    'Role is required',
  ])
})

test('a picked identity and a role name pass; another role name does not', async () => {
  const identity = identityValue({ id: 'abc', type: 'silo_group' })
  expect(await errorsOf({ identity, role: 'collaborator' })).toEqual([])
  expect(await errorsOf({ identity, role: 'owner' })).toEqual(['Role is required'])
})

test("the picker's value round-trips the identity's kind and id", () => {
  const user = { id: '5eed0002-0000-4000-8000-000000000001', type: 'silo_user' as const }
  expect(parseIdentityValue(identityValue(user))).toEqual(user)
  expect(parseIdentityValue('')).toBeUndefined()
  expect(parseIdentityValue('robot:1')).toBeUndefined()
})
