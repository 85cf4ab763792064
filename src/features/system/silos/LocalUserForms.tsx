import type { Silo, User } from '~/api/generated/types'
import {
  systemSilosApi,
  useLocalIdpUserCreateMutation,
  useLocalIdpUserSetPasswordMutation,
} from '~/api/endpoints/systemSilos'
import { ResourceForm, TextField, planRequest } from '~/components'
import {
  initialLocalUser,
  initialPassword,
  localUserSchema,
  passwordSchema,
  toUserPassword,
  type LocalUserValues,
  type PasswordValues,
} from './localUserSchema'

function PasswordFields({ required }: { required: boolean }) {
  return (
    <>
      <TextField
        name="password"
        label="Password"
        type="password"
        required={required}
        autoComplete="new-password"
        description={required ? undefined : 'Optional: without one the user cannot sign in yet'}
      />
      <TextField
        name="confirm"
        label="Confirm password"
        type="password"
        required={required}
        autoComplete="new-password"
      />
    </>
  )
}

/** The password typed again is as secret as the password: never kept for after a sign-in. */
const PASSWORD_FIELDS = ['confirm']

/** A new user of a silo with local identity: a username and, optionally, a password. */
export function LocalUserCreateForm({ silo, onDismiss }: { silo: Silo; onDismiss: () => void }) {
  const [create] = useLocalIdpUserCreateMutation()
  const request = (v: LocalUserValues) =>
    planRequest(systemSilosApi.endpoints.localIdpUserCreate, {
      query: { silo: silo.id },
      body: { externalId: v.username, password: toUserPassword(v.password) },
    })
  return (
    <ResourceForm<LocalUserValues, User>
      title="New user"
      subtitle={`In the silo ${silo.name}`}
      submitLabel="Create user"
      initialValues={initialLocalUser}
      validationSchema={localUserSchema}
      request={request}
      submit={(v) => create(request(v).arg).unwrap()}
      successMessage={(user) => `User ${user.displayName} created`}
      onDismiss={onDismiss}
      secretFields={PASSWORD_FIELDS}
    >
      <TextField name="username" label="Username" required autoComplete="off" />
      <PasswordFields required={false} />
    </ResourceForm>
  )
}

/** Sets or resets a local user's password (typed twice). */
export function SetPasswordForm({
  silo,
  user,
  onDismiss,
}: {
  silo: Silo
  user: User
  onDismiss: () => void
}) {
  const [setPassword] = useLocalIdpUserSetPasswordMutation()
  const request = (v: PasswordValues) =>
    planRequest(systemSilosApi.endpoints.localIdpUserSetPassword, {
      path: { userId: user.id },
      query: { silo: silo.id },
      body: toUserPassword(v.password),
    })
  return (
    <ResourceForm<PasswordValues, void>
      title="Set password"
      subtitle={`${user.displayName} in the silo ${silo.name}`}
      submitLabel="Set password"
      initialValues={initialPassword}
      validationSchema={passwordSchema}
      request={request}
      submit={(v) => setPassword(request(v).arg).unwrap()}
      successMessage={() => `Password of ${user.displayName} set`}
      onDismiss={onDismiss}
      secretFields={PASSWORD_FIELDS}
    >
      <PasswordFields required />
    </ResourceForm>
  )
}
