import { silosApi, useAuthSettingsUpdateMutation } from '~/api/endpoints/silos'
import type { SiloAuthSettings } from '~/api/generated/types'
import { RadioGroupField, ResourceForm, SelectField, TextField, planRequest } from '~/components'
import {
  authSettingsSchema,
  formatTtl,
  fromAuthSettings,
  toAuthSettings,
  TTL_UNITS,
} from './authSettingsSchema'

const LIMITS = [
  { value: 'none', label: 'No limit', description: 'Device tokens do not expire.' },
  { value: 'max', label: 'At most', description: 'Each device token expires after this long.' },
] as const

const UNITS = Object.keys(TTL_UNITS).map((u) => ({
  value: u,
  label: u[0]!.toUpperCase() + u.slice(1),
}))

/** The silo's auth settings, edited in a side modal over their page. */
export function AuthSettingsForm({
  settings,
  onDismiss,
}: {
  settings: SiloAuthSettings
  onDismiss: () => void
}) {
  const [update] = useAuthSettingsUpdateMutation()
  const request = (values: ReturnType<typeof fromAuthSettings>) =>
    planRequest(silosApi.endpoints.authSettingsUpdate, { body: toAuthSettings(values) })
  return (
    <ResourceForm
      title="Edit auth settings"
      submitLabel="Update settings"
      initialValues={fromAuthSettings(settings)}
      validationSchema={authSettingsSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(s) =>
        s.deviceTokenMaxTtlSeconds == null
          ? 'Device tokens no longer expire'
          : `Device tokens now last at most ${formatTtl(s.deviceTokenMaxTtlSeconds)}`
      }
      onDismiss={onDismiss}
    >
      {({ values }) => (
        <>
          <RadioGroupField name="limit" label="Device token lifetime" choices={LIMITS} />
          {values.limit === 'max' && (
            <>
              <TextField
                name="ttl"
                label="Lifetime"
                type="number"
                required
                description="Tokens made before a change keep their expiry."
              />
              <SelectField name="ttlUnit" label="Unit" options={UNITS} />
            </>
          )}
        </>
      )}
    </ResourceForm>
  )
}
