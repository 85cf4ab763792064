import * as yup from 'yup'
import { imageFieldsSchema, initialImageFields, toImageIdentity } from './imageSchema'

const schema = yup.object(imageFieldsSchema)
const errors = async (values: object) => {
  try {
    await schema.validate({ ...initialImageFields, ...values }, { abortEarly: false })
    return []
  } catch (e) {
    return (e as { errors: string[] }).errors
  }
}

test('name, OS and version are required with the spec §5 wording; blanks are not an OS', async () => {
  expect(await errors({})).toEqual(['Name is required', 'OS is required', 'Version is required'])
  expect(await errors({ name: 'alpine', os: '  ', version: '3.21' })).toEqual(['OS is required'])
  expect(await errors({ name: 'alpine', os: 'Alpine', version: '3.21' })).toEqual([])
})

test('the body trims the OS and version the user typed', () => {
  expect(
    toImageIdentity({ name: 'alpine', description: 'd', os: ' Alpine ', version: '3.21 ' }),
  ).toEqual({ name: 'alpine', description: 'd', os: 'Alpine', version: '3.21' })
})
