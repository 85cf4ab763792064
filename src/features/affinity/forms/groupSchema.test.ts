import {
  groupCreateSchema,
  groupEditSchema,
  initialGroupValues,
  toGroupCreate,
  toGroupUpdate,
} from './groupSchema'

const errors = async (
  schema: typeof groupCreateSchema | typeof groupEditSchema,
  values: object,
) => {
  try {
    await schema.validate(values, { abortEarly: false })
    return []
  } catch (e) {
    return (e as { errors: string[] }).errors
  }
}

test('a group needs a name; kind, policy and failure domain start chosen', async () => {
  expect(await errors(groupCreateSchema, initialGroupValues)).toEqual(['Name is required'])
  expect(await errors(groupCreateSchema, { ...initialGroupValues, name: 'web-spread' })).toEqual([])
  expect(await errors(groupEditSchema, { name: '', description: '' })).toEqual(['Name is required'])
})

test('the create body has no kind (the path says it); the update only name and description', () => {
  const values = { ...initialGroupValues, name: 'db', description: 'd', policy: 'fail' as const }
  expect(toGroupCreate(values)).toEqual({
    name: 'db',
    description: 'd',
    policy: 'fail',
    failureDomain: 'sled',
  })
  expect(toGroupUpdate({ name: 'db2', description: '' })).toEqual({ name: 'db2', description: '' })
})
