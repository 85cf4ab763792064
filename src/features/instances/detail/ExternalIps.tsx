import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import {
  useFloatingIpAttachMutation,
  useFloatingIpDetachMutation,
  useFloatingIpListQuery,
} from '~/api/endpoints/floatingIps'
import {
  useInstanceEphemeralIpAttachMutation,
  useInstanceEphemeralIpDetachMutation,
  useInstanceExternalIpListQuery,
} from '~/api/endpoints/instances'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import {
  IP_VERSION_OPTIONS,
  poolsOfVersion,
  toPoolSelector,
  addToast,
  confirmAction,
  ListPage,
  PickOneModal,
  type DataTableColumn,
} from '~/components'
import type { ExternalIp, Instance, IpVersion } from '~/api/generated/types'
import { FloatingIpForm } from '~/app/forms/FloatingIpForm'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { buttonNamed, useFocusAfterDetach } from './focusAfterDetach'
import { SectionHeader } from './SectionHeader'

// Spec §4: external IP attach and detach are plain calls with no state machine of their own;
// the API says whether the instance can take them, and its message is shown when it cannot.

type Row = ExternalIp & { id: string }

const versionOf = (ip: string): IpVersion => (ip.includes(':') ? 'v6' : 'v4')
const VERSION_LABEL = { v4: 'IPv4', v6: 'IPv6' } as const

/**
 * An ephemeral IP has no id; an instance has at most one of each IP version, so its kind and
 * version serve as the row key.
 */
const floatingId = (ip: Row) => (ip.kind === 'floating' ? ip.id : undefined)

const withId = (ip: ExternalIp): Row => ({
  ...ip,
  id: ip.kind === 'floating' ? ip.id : `ephemeral-${versionOf(ip.ip)}`,
})

const columns: DataTableColumn<Row>[] = [
  { field: 'ip', headerName: 'IP address', flex: 1 },
  { field: 'kind', headerName: 'Kind', width: 130 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: ({ row }) => (row.kind === 'floating' ? row.name : '—'),
    csv: (row) => (row.kind === 'floating' ? row.name : ''),
  },
]

type EphemeralProps = {
  instance: Instance
  /** the versions of the instance's ephemeral IPs: one more of those is refused */
  taken: readonly IpVersion[]
  onDismiss: () => void
}

/**
 * An ephemeral IP of the version chosen (one the instance has none of), from a pool of that
 * version: its default pool picked first, as the API would take it.
 */
function EphemeralIpModal({ instance, taken, onDismiss }: EphemeralProps) {
  const { data, error, refetch } = useIpPoolListQuery({ query: { limit: ALL_PAGES_LIMIT } })
  const [attach] = useInstanceEphemeralIpAttachMutation()
  const pools = data && poolsOfVersion(data.items, '')
  const free = IP_VERSION_OPTIONS.filter((o) => !taken.includes(o.value))
  // the version of the silo's default pool, of the free ones; IPv4 when it has one of each
  const defaults = pools?.filter((p) => p.isDefault && !taken.includes(p.ipVersion)) ?? []
  const preset = defaults.length === 1 ? defaults[0]!.ipVersion : (free[0]?.value ?? 'v4')
  const [chosen, setChosen] = useState<IpVersion | null>(null)
  const version = chosen ?? preset
  const ofVersion = pools && poolsOfVersion(pools, version)
  return (
    <PickOneModal
      title="Attach ephemeral IP"
      label="IP pool"
      placeholder="Select an IP pool"
      actionText="Attach"
      narrowBy={
        <MuiTextField
          select
          fullWidth
          label="IP version"
          value={version}
          onChange={(e) => setChosen(e.target.value as IpVersion)}
          helperText="The pools offered are of this version"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mt: 1, mb: 2 }}
        >
          {IP_VERSION_OPTIONS.map((o) => (
            <option key={o.value} value={o.value} disabled={taken.includes(o.value)}>
              {taken.includes(o.value) ? `${o.label} (attached already)` : o.label}
            </option>
          ))}
        </MuiTextField>
      }
      options={ofVersion?.map((p) => ({
        value: p.name,
        label: p.isDefault ? `${p.name} (default)` : p.name,
      }))}
      initial={ofVersion?.find((p) => p.isDefault)?.name}
      loadError={error}
      onRetry={refetch}
      emptyText={
        pools?.length
          ? `No ${VERSION_LABEL[version]} pools are linked to this silo.`
          : 'No IP pools are linked to this silo.'
      }
      onDismiss={onDismiss}
      onPick={async (pool) => {
        const ip = await attach({
          path: { instance: instance.id },
          body: { poolSelector: toPoolSelector({ pool, ipVersion: version }) },
        }).unwrap()
        addToast({ content: `Ephemeral IP ${ip.ip} attached` })
      }}
    />
  )
}

type FloatingProps = {
  project: string
  instance: Instance
  onDismiss: () => void
  /** the floating IP to offer first (one just created here) */
  initial?: string
  /** leave the picker for the floating IP form, to come back with the new one */
  onCreate: () => void
}

function FloatingIpModal({ project, instance, onDismiss, initial, onCreate }: FloatingProps) {
  const { data, error, refetch } = useFloatingIpListQuery({
    query: { project, limit: ALL_PAGES_LIMIT },
  })
  const [attach] = useFloatingIpAttachMutation()
  const free = data?.items.filter((f) => !f.instanceId)
  return (
    <PickOneModal
      title="Attach floating IP"
      label="Floating IP"
      placeholder="Select a floating IP"
      actionText="Attach"
      options={free?.map((f) => ({ value: f.id, label: `${f.name} (${f.ip})` }))}
      loadError={error}
      onRetry={refetch}
      emptyText="There are no unattached floating IPs in this project."
      initial={initial}
      more={() => (
        <Button
          variant="text"
          size="small"
          startIcon={<AddIcon aria-hidden />}
          onClick={onCreate}
          sx={{ mt: 1.5 }}
        >
          Create floating IP
        </Button>
      )}
      onDismiss={onDismiss}
      onPick={async (id) => {
        const fip = await attach({
          path: { floatingIp: id },
          body: { kind: 'instance', parent: instance.id },
        }).unwrap()
        addToast({ content: `Floating IP ${fip.name} attached` })
      }}
    />
  )
}

const attachFloatingButton = (root: HTMLElement) => buttonNamed(root, 'Attach floating IP')

/** The instance's ephemeral and floating IPs, with attach and detach. */
export function ExternalIps({ project, instance }: { project: string; instance: Instance }) {
  // addressed by id throughout, so the attach and detach calls refresh exactly this list
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = useInstanceExternalIpListQuery({
    path: { instance: instance.id },
  })
  const [detachEphemeral] = useInstanceEphemeralIpDetachMutation()
  const [detachFloating] = useFloatingIpDetachMutation()
  const [modal, setModal] = useState<'ephemeral' | 'floating' | 'createFloating' | null>(null)
  // a floating IP created from the picker, chosen in it on the way back
  const [created, setCreated] = useState<string | undefined>()
  const rows = useMemo(() => data?.items.map(withId), [data])
  const ephemeralVersions = useMemo(
    () => rows?.flatMap((ip) => (ip.kind === 'ephemeral' ? [versionOf(ip.ip)] : [])) ?? [],
    [rows],
  )
  const container = useRef<HTMLDivElement>(null)
  const detached = useFocusAfterDetach(container, attachFloatingButton)

  const detach = (ip: Row) =>
    confirmAction({
      modalTitle: 'Confirm detach',
      modalContent: (
        <Typography>
          Are you sure you want to detach{' '}
          <strong>{ip.kind === 'floating' ? `${ip.name} (${ip.ip})` : ip.ip}</strong> from{' '}
          <strong>{instance.name}</strong>?
          {ip.kind === 'ephemeral' && ' The address returns to its pool.'}
        </Typography>
      ),
      errorTitle: `Could not detach ${ip.kind} IP`,
      actionType: 'danger',
      actionLabel: 'Detach',
      doAction: async () => {
        if (ip.kind === 'floating') await detachFloating({ path: { floatingIp: ip.id } }).unwrap()
        else {
          // with one of each version, the API must be told which
          const query = { ipVersion: versionOf(ip.ip) }
          await detachEphemeral({ path: { instance: instance.id }, query }).unwrap()
        }
        addToast({
          content: `${ip.kind === 'floating' ? 'Floating' : 'Ephemeral'} IP ${ip.ip} detached`,
        })
        detached(ip.ip)
      },
    })

  return (
    <div ref={container}>
      <SectionHeader
        title="External IPs"
        changes="this instance's external IPs"
        actions={[
          {
            label: 'Attach ephemeral IP',
            icon: <AddIcon aria-hidden />,
            onClick: () => setModal('ephemeral'),
            disabledReason:
              ephemeralVersions.length >= IP_VERSION_OPTIONS.length
                ? 'An instance can have only one ephemeral IP of each IP version'
                : undefined,
          },
          {
            label: 'Attach floating IP',
            icon: <AddIcon aria-hidden />,
            onClick: () => setModal('floating'),
          },
        ]}
      />
      <ListPage
        label="External IPs"
        noun="external IPs"
        one="external IP"
        result={{ rows, loading: isLoading, error, refetch, updatedAt: fulfilledTimeStamp }}
        // beside the network interfaces and the firewall rules; a few rows, no filter
        inUrl={false}
        filterable={false}
        // the ephemeral IP has no id of its own (its row's is its kind): only a floating IP's
        // row offers Copy ID
        copyId={floatingId}
        columns={columns}
        getRowLabel={(ip) => ip.ip}
        rowActions={(ip) => [{ label: 'Detach', danger: true, onActivate: () => detach(ip) }]}
        empty={{
          title: 'No external IPs',
          body: 'Attach an ephemeral or floating IP to reach the instance from outside its VPC.',
        }}
      />
      {modal === 'ephemeral' && (
        <EphemeralIpModal
          instance={instance}
          taken={ephemeralVersions}
          onDismiss={() => setModal(null)}
        />
      )}
      {modal === 'floating' && (
        <FloatingIpModal
          project={project}
          instance={instance}
          initial={created}
          onCreate={() => setModal('createFloating')}
          onDismiss={() => {
            setModal(null)
            setCreated(undefined)
          }}
        />
      )}
      {modal === 'createFloating' && (
        <FloatingIpForm
          project={project}
          onCreated={(ip) => setCreated(ip.id)}
          // back to the picker, the new one chosen (or, cancelled, as it was)
          onDismiss={() => setModal('floating')}
        />
      )}
    </div>
  )
}
