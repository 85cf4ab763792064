import * as yup from 'yup'
import type { UserPassword } from '~/api/generated/types'
import { requiredMessage } from '~/util/validation'

// The local identity provider's user forms: a username (the API's UserId rules) and a password
// typed twice. An empty password on create makes a user who cannot sign in until one is set.

const USERNAME = /^[a-z](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const USERNAME_MESSAGE =
  'Username must start with a lowercase letter and hold only letters, digits and -, not ending with -'
export const PASSWORDS_DIFFER = 'Passwords must match'

const passwordFields = (required: boolean) => ({
  password: required
    ? yup.string().required(requiredMessage('Password')).max(512, 'Password is too long')
    : yup.string().max(512, 'Password is too long'),
  confirm: yup
    .string()
    .test('same', PASSWORDS_DIFFER, (value, ctx) => (value ?? '') === (ctx.parent.password ?? '')),
})

export type LocalUserValues = { username: string; password: string; confirm: string }
export const initialLocalUser: LocalUserValues = { username: '', password: '', confirm: '' }

export const localUserSchema = yup.object({
  username: yup
    .string()
    .required(requiredMessage('Username'))
    .max(63, 'Username must be at most 63 characters')
    .matches(USERNAME, { message: USERNAME_MESSAGE })
    .test('not-uuid', 'Username cannot be a UUID', (v) => !v || !UUID.test(v)),
  ...passwordFields(false),
})

export type PasswordValues = { password: string; confirm: string }
export const initialPassword: PasswordValues = { password: '', confirm: '' }
export const passwordSchema = yup.object(passwordFields(true))

/** No password: the user exists but cannot sign in until one is set. */
export const toUserPassword = (password: string): UserPassword =>
  password ? { mode: 'password', value: password } : { mode: 'login_disallowed' }
