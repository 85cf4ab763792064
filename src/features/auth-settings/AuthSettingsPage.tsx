import EditIcon from '@mui/icons-material/EditOutlined'
import KeyIcon from '@mui/icons-material/VpnKeyOutlined'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { silosApi } from '~/api/endpoints/silos'
import { defineView } from '~/app/routes/define'
import { useRoleGate } from '~/app/roles'
import { GatedButton, PageHeader, PropertiesTable } from '~/components'
import { formatTtl } from './authSettingsSchema'

// The edit form (formik, yup) loads when first opened.
const AuthSettingsForm = lazy(() =>
  import(/* webpackChunkName: "auth-settings-form" */ './AuthSettingsForm').then((m) => ({
    default: m.AuthSettingsForm,
  })),
)

const authSettingsView = defineView(silosApi.endpoints.authSettingsView, () => undefined)
export const authSettingsLoader = authSettingsView.loader

/**
 * /auth-settings: how the signed-in user's silo signs people in. Today the API lets its admins
 * cap how long a device token (the CLI's sign-in) lasts; everyone in the silo may read it.
 */
export const AuthSettingsPage = authSettingsView.page(function AuthSettingsPage({ data }) {
  const notAdmin = useRoleGate({ level: 'silo', need: 'admin', action: 'change auth settings' })
  const [editing, setEditing] = useState(false)
  const ttl = data.deviceTokenMaxTtlSeconds
  return (
    <>
      <PageHeader
        title="Auth settings"
        icon={<KeyIcon aria-hidden />}
        actions={
          <GatedButton
            variant="contained"
            startIcon={<EditIcon aria-hidden />}
            disabledReason={notAdmin}
            onClick={() => setEditing(true)}
          >
            Edit settings
          </GatedButton>
        }
      />
      <PropertiesTable
        properties={[
          {
            label: 'Device token lifetime',
            value:
              ttl == null ? 'No limit: device tokens do not expire' : `At most ${formatTtl(ttl)}`,
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        A device token signs in the command-line tool. Each user sees their own under Settings ›
        Access Tokens.
      </Typography>
      {editing && (
        <Suspense fallback={null}>
          <AuthSettingsForm settings={data} onDismiss={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  )
})
