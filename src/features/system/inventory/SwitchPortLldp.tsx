import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Form, Formik } from 'formik'
import { useMemo, useState } from 'react'
import * as yup from 'yup'
import {
  useNetworkingSwitchPortLldpConfigUpdateMutation,
  useNetworkingSwitchPortLldpConfigViewQuery,
  useNetworkingSwitchPortLldpNeighborsQuery,
} from '~/api/endpoints/systemNetworking'
import { messageOf } from '~/api/errors'
import type { LldpLinkConfig, LldpNeighbor, SwitchPort } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { FLEET_ADMIN_ONLY, useIsFleetAdmin } from '~/app/roles'
import {
  ActionButton,
  addToast,
  CheckboxField,
  DATE_MIN_WIDTH,
  DateTime,
  ListPage,
  Modal,
  PropertiesTable,
  QueryError,
  Spinner,
  TextField,
  type DataTableColumn,
} from '~/components'
import { parseIp } from '~/util/ip'

const args = (port: SwitchPort) => ({
  path: { port: port.portName },
  query: { rackId: port.rackId, switchSlot: port.switchSlot },
})

type LldpValues = {
  enabled: boolean
  systemName: string
  systemDescription: string
  linkName: string
  linkDescription: string
  chassisId: string
  managementIp: string
}

const valuesOf = (c: LldpLinkConfig): LldpValues => ({
  enabled: c.enabled,
  systemName: c.systemName ?? '',
  systemDescription: c.systemDescription ?? '',
  linkName: c.linkName ?? '',
  linkDescription: c.linkDescription ?? '',
  chassisId: c.chassisId ?? '',
  managementIp: c.managementIp ?? '',
})

const orNull = (s: string) => s.trim() || null

/** Everything optional but the switch; a management address, when given, is an IP (§5). */
const lldpSchema = yup.object({
  managementIp: yup.string().test('ip', function (value) {
    const v = (value ?? '').trim()
    if (!v) return true
    const ip = parseIp(v)
    return ip.type === 'error' ? this.createError({ message: ip.message }) : true
  }),
})

function LldpEditModal({
  port,
  config,
  onDismiss,
}: {
  port: SwitchPort
  config: LldpLinkConfig
  onDismiss: () => void
}) {
  const [update] = useNetworkingSwitchPortLldpConfigUpdateMutation()
  const [error, setError] = useState<string>()
  return (
    <Modal title="Edit LLDP" isOpen onDismiss={onDismiss} width="medium">
      <Formik<LldpValues>
        initialValues={valuesOf(config)}
        validationSchema={lldpSchema}
        onSubmit={async (v) => {
          try {
            await update({
              ...args(port),
              body: {
                id: config.id,
                enabled: v.enabled,
                systemName: orNull(v.systemName),
                systemDescription: orNull(v.systemDescription),
                linkName: orNull(v.linkName),
                linkDescription: orNull(v.linkDescription),
                chassisId: orNull(v.chassisId),
                managementIp: orNull(v.managementIp),
              },
            }).unwrap()
            addToast({ content: `LLDP of ${port.portName} saved` })
            onDismiss()
          } catch (e) {
            setError(messageOf(e))
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="LLDP">
            <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
              {error && <Alert severity="error">{error}</Alert>}
              <CheckboxField name="enabled" label="Advertise LLDP on this port" />
              <TextField name="systemName" label="System name" autoComplete="off" />
              <TextField name="systemDescription" label="System description" autoComplete="off" />
              <TextField name="linkName" label="Link name" autoComplete="off" />
              <TextField name="linkDescription" label="Link description" autoComplete="off" />
              <TextField name="chassisId" label="Chassis ID" autoComplete="off" />
              <TextField name="managementIp" label="Management address" autoComplete="off" />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                <Button onClick={onDismiss}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Save LLDP
                </Button>
              </Box>
            </Box>
          </Form>
        )}
      </Formik>
    </Modal>
  )
}

/** What the port advertises over LLDP (its settings' first link), with Edit. */
export function LldpConfigSection({ port }: { port: SwitchPort }) {
  const { data, error, refetch } = useNetworkingSwitchPortLldpConfigViewQuery(args(port))
  const isFleetAdmin = useIsFleetAdmin()
  const [editing, setEditing] = useState(false)
  if (error) return <QueryError what="LLDP" error={error} onRetry={refetch} />
  if (!data) return <Spinner />
  const show = (v: string | null | undefined) => v || '—'
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ActionButton
          action={{
            label: 'Edit LLDP',
            onActivate: () => setEditing(true),
            disabledReason: isFleetAdmin ? undefined : FLEET_ADMIN_ONLY,
          }}
        />
      </Box>
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'Enabled', value: data.enabled ? 'Yes' : 'No' },
          { label: 'System name', value: show(data.systemName) },
          { label: 'System description', value: show(data.systemDescription) },
          { label: 'Link name', value: show(data.linkName) },
          { label: 'Link description', value: show(data.linkDescription) },
          { label: 'Chassis ID', value: show(data.chassisId) },
          { label: 'Management address', value: show(data.managementIp) },
        ]}
      />
      {editing && <LldpEditModal port={port} config={data} onDismiss={() => setEditing(false)} />}
    </>
  )
}

type NeighborRow = LldpNeighbor & { id: string }

const neighborColumns: DataTableColumn<NeighborRow>[] = [
  {
    field: 'systemName',
    headerName: 'System',
    flex: 1,
    renderCell: ({ row }) => row.systemName ?? '—',
  },
  { field: 'linkName', headerName: 'Their port', width: 140 },
  { field: 'chassisId', headerName: 'Chassis ID', width: 170 },
  {
    field: 'managementIp',
    headerName: 'Management',
    width: 150,
    renderCell: ({ row }) =>
      row.managementIp
        .map((m) => (m.addr as { ipAddr?: string }).ipAddr ?? JSON.stringify(m.addr))
        .join(', ') || '—',
  },
  {
    field: 'lastSeen',
    headerName: 'Last seen',
    width: 200,
    minWidth: DATE_MIN_WIDTH,
    renderCell: ({ row }) => <DateTime date={row.lastSeen} />,
  },
]

/**
 * What LLDP hears on the port: the neighbour's system, its port and address. A neighbour or two,
 * with no id of its own.
 */
export function LldpNeighbors({ port }: { port: SwitchPort }) {
  const { data, error, isLoading, refetch, fulfilledTimeStamp } =
    useNetworkingSwitchPortLldpNeighborsQuery({
      path: { rackId: port.rackId, switchSlot: port.switchSlot, port: port.portName },
      query: { limit: ALL_PAGES_LIMIT },
    })
  const rows = useMemo(
    () => data?.items.map((n) => ({ ...n, id: `${n.chassisId}/${n.linkName}` })),
    [data],
  )
  return (
    <ListPage
      label="LLDP neighbors"
      noun="neighbors"
      result={{ rows, loading: isLoading, error, refetch, updatedAt: fulfilledTimeStamp }}
      filterable={false}
      copyId={false}
      columns={neighborColumns}
      empty={{ title: 'No LLDP neighbors', body: 'Nothing on this port speaks LLDP.' }}
    />
  )
}
