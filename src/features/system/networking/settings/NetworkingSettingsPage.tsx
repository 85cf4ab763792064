import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, Formik, useFormikContext } from 'formik'
import { Link as RouterLink } from 'react-router-dom'
import {
  systemNetworkingApi,
  useSystemNetworkingSettingsUpdateMutation,
} from '~/api/endpoints/systemNetworking'
import { useRoleGate } from '~/app/roles'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  CheckboxField,
  confirmAction,
  GatedButton,
  planRequest,
  QueryError,
  RequestPreview,
  Spinner,
} from '~/components'

const settingsView = defineView(
  systemNetworkingApi.endpoints.systemNetworkingSettingsView,
  () => undefined,
)
export const networkingSettingsLoader = settingsView.loader

type Values = { jumboFrames: boolean }

const request = ({ jumboFrames }: Values) =>
  planRequest(systemNetworkingApi.endpoints.systemNetworkingSettingsUpdate, {
    body: { externalJumboFramesOptInEnabled: jumboFrames },
  })

/** What saving does to instances, for the confirm (SystemNetworkingSettings' description). */
const EFFECT = {
  on: 'Instances that ask for jumbo frames get an 8500-byte MTU on their primary interface.',
  off: 'Instances that asked for jumbo frames get the default MTU instead: what they ask for is ignored.',
} as const

function Fields({ notAdmin }: { notAdmin: string | undefined }) {
  const { dirty, resetForm } = useFormikContext<Values>()
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <div>
        <CheckboxField
          name="jumboFrames"
          label="Instances may use jumbo frames"
          disabled={notAdmin !== undefined}
        />
        <Typography variant="body2" color="text.secondary">
          An instance opts in when it is created. With this off, every instance’s primary interface
          has the default MTU, whatever it asked for.
        </Typography>
      </div>
      <Stack direction="row" spacing={1}>
        <GatedButton type="submit" variant="contained" disabledReason={notAdmin}>
          Save settings
        </GatedButton>
        <Button variant="outlined" disabled={!dirty} onClick={() => resetForm()}>
          Reset
        </Button>
      </Stack>
      <RequestPreview request={request} />
    </Stack>
  )
}

/**
 * system/networking/settings: the fleet-wide networking settings, edited in place. The API lets
 * a fleet admin change one: whether instances may opt in to jumbo frames. Inbound ICMP, another
 * fleet-wide switch, is about reaching the rack's services and sits with the allow list.
 */
export function NetworkingSettingsPage() {
  const { data, error, refetch } = settingsView.useView()
  const [update] = useSystemNetworkingSettingsUpdateMutation()
  const notAdmin = useRoleGate({
    level: 'fleet',
    need: 'admin',
    action: 'change the networking settings',
  })
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Jumbo frames
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
        {error !== undefined ? (
          <QueryError what="the networking settings" error={error} onRetry={refetch} />
        ) : !data ? (
          <Spinner />
        ) : (
          <Formik<Values>
            initialValues={{ jumboFrames: data.externalJumboFramesOptInEnabled }}
            enableReinitialize
            onSubmit={({ jumboFrames }) => {
              if (notAdmin) return
              confirmAction({
                modalTitle: jumboFrames ? 'Allow jumbo frames' : 'Turn off jumbo frames',
                modalContent: (
                  <Typography>
                    {jumboFrames ? EFFECT.on : EFFECT.off} It applies to interfaces as they are set
                    up, when an instance starts.
                  </Typography>
                ),
                errorTitle: 'Could not save the networking settings',
                actionType: jumboFrames ? 'primary' : 'danger',
                actionLabel: 'Save settings',
                doAction: async () => {
                  await update(request({ jumboFrames }).arg).unwrap()
                  addToast({ content: 'Networking settings saved' })
                },
              })
            }}
          >
            <Form noValidate aria-label="Networking settings">
              <Fields notAdmin={notAdmin} />
            </Form>
          </Formik>
        )}
      </Paper>
      <Typography variant="body2" color="text.secondary">
        Inbound ICMP to the rack’s services is set on the{' '}
        <Link component={RouterLink} to={pb.serviceAccess()} underline="always">
          Service access
        </Link>{' '}
        tab.
      </Typography>
    </>
  )
}
