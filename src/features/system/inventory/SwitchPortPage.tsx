import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom'
import {
  systemHardwareApi,
  useNetworkingSwitchPortApplySettingsMutation,
  useNetworkingSwitchPortClearSettingsMutation,
  useNetworkingSwitchPortStatusQuery,
} from '~/api/endpoints/systemHardware'
import { useNetworkingSwitchPortSettingsListQuery } from '~/api/endpoints/systemNetworking'
import { messageOf, notFoundError } from '~/api/errors'
import type { SwitchPort } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineView } from '~/app/routes/define'
import { FLEET_ADMIN_ONLY, useIsFleetAdmin } from '~/app/roles'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  ActionButton,
  addToast,
  confirmAction,
  Modal,
  PageHeader,
  PropertiesTable,
  Spinner,
} from '~/components'
import { linkStateOf } from './linkState'
import { LldpConfigSection, LldpNeighbors } from './SwitchPortLldp'

/** The port, by its id: the API lists it alone rather than viewing it. */
const portView = defineView(systemHardwareApi.endpoints.networkingSwitchPortList, (param) => ({
  query: { switchPortId: param('port') },
}))

/** An unknown port is a 404: 'Page not found'. */
export const switchPortLoader = async ({ params }: LoaderFunctionArgs) => {
  const page = await portView.fetch(params)
  if (page.items.length === 0) {
    throw notFoundError()
  }
  return null
}

/** Where the API finds a port: its name on a switch of a rack. */
const portArgs = (port: SwitchPort) => ({
  path: { port: port.portName },
  query: { rackId: port.rackId, switchSlot: port.switchSlot },
})

function ApplyModal({ port, onDismiss }: { port: SwitchPort; onDismiss: () => void }) {
  const { data } = useNetworkingSwitchPortSettingsListQuery(WHOLE_LIST)
  const [apply] = useNetworkingSwitchPortApplySettingsMutation()
  const [choice, setChoice] = useState('')
  const [error, setError] = useState<string>()
  const go = () => {
    if (!choice) return setError('Port settings is required')
    onDismiss()
    confirmAction({
      modalTitle: 'Apply port settings',
      modalContent: (
        <Typography>
          Apply <strong>{choice}</strong> to {port.switchSlot} {port.portName}? Its links,
          addresses, routes and BGP sessions are replaced by these settings’ at once; traffic on the
          port drops while the link comes up again.
        </Typography>
      ),
      errorTitle: 'Could not apply the port settings',
      actionType: 'danger',
      actionLabel: 'Apply settings',
      doAction: async () => {
        await apply({ ...portArgs(port), body: { portSettings: choice } }).unwrap()
        addToast({ content: `Port settings ${choice} applied to ${port.portName}` })
      },
    })
  }
  return (
    <Modal title="Apply port settings" isOpen onDismiss={onDismiss} width="narrow">
      <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
        <MuiTextField
          select
          label="Port settings"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value)
            setError(undefined)
          }}
          error={!!error}
          helperText={error}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select port settings</option>
          {data?.items.map((s) => (
            <option key={s.id} value={s.name}>
              {s.name}
            </option>
          ))}
        </MuiTextField>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onDismiss}>Cancel</Button>
          <Button variant="contained" onClick={go}>
            Apply settings
          </Button>
        </Box>
      </Box>
    </Modal>
  )
}

/**
 * system/inventory/switches/{switchId}/ports/{port}: the port's status, its applied settings
 * (apply from a picker, clear; both confirmed, as either can cut the rack's uplink), its LLDP
 * configuration and what LLDP hears from the neighbour.
 */
export function SwitchPortPage() {
  const { switchId } = useRouteParams('switchId')
  const { data } = portView.useView()
  const port = data?.items[0]
  const { data: settings } = useNetworkingSwitchPortSettingsListQuery({
    query: { limit: ALL_PAGES_LIMIT },
  })
  const { data: status, error: statusError } = useNetworkingSwitchPortStatusQuery(
    port ? portArgs(port) : { path: { port: '' }, query: { rackId: '', switchSlot: 'switch0' } },
    { skip: !port },
  )
  const [clear] = useNetworkingSwitchPortClearSettingsMutation()
  const isFleetAdmin = useIsFleetAdmin()
  const [applying, setApplying] = useState(false)
  if (!port) return <Spinner />
  const applied = settings?.items.find((s) => s.id === port.portSettingsId)
  const reason = isFleetAdmin ? undefined : FLEET_ADMIN_ONLY
  const clearSettings = () =>
    confirmAction({
      modalTitle: 'Clear port settings',
      modalContent: (
        <Typography>
          Clear the settings of {port.switchSlot} {port.portName}? The port’s links go down and its
          BGP sessions end: if this port is an uplink, the rack loses that path to the outside
          network, and all of it when it is the last one.
        </Typography>
      ),
      errorTitle: 'Could not clear the port settings',
      actionType: 'danger',
      actionLabel: 'Clear settings',
      doAction: async () => {
        await clear(portArgs(port)).unwrap()
        addToast({ content: `Settings of ${port.portName} cleared` })
      },
    })
  return (
    <>
      <PageHeader
        title={`${port.switchSlot} ${port.portName}`}
        actions={
          <>
            <ActionButton
              action={{
                label: 'Apply settings',
                onActivate: () => setApplying(true),
                disabledReason: reason,
              }}
            />
            <ActionButton
              action={{
                label: 'Clear settings',
                danger: true,
                onActivate: clearSettings,
                disabledReason:
                  reason ?? (port.portSettingsId ? undefined : 'The port has no settings'),
              }}
            />
          </>
        }
      />
      <PropertiesTable
        columns={2}
        properties={[
          {
            label: 'Link state',
            value: statusError ? `Unknown (${messageOf(statusError)})` : linkStateOf(status),
          },
          {
            label: 'Settings',
            value: applied ? (
              <Link component={RouterLink} to={pb.portSettingsView(applied.name)}>
                {applied.name}
              </Link>
            ) : port.portSettingsId ? (
              port.portSettingsId
            ) : (
              'None'
            ),
          },
          { label: 'Rack', value: port.rackId },
          {
            label: 'Switch',
            value: (
              <Link component={RouterLink} to={pb.switch(switchId)}>
                {port.switchSlot}
              </Link>
            ),
          },
        ]}
      />
      {applying && <ApplyModal port={port} onDismiss={() => setApplying(false)} />}
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        LLDP
      </Typography>
      {port.portSettingsId ? (
        <LldpConfigSection port={port} />
      ) : (
        <Alert severity="info">
          LLDP is configured by the port’s settings; this port has none.
        </Alert>
      )}
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        LLDP neighbors
      </Typography>
      <LldpNeighbors port={port} />
    </>
  )
}
