import AddIcon from '@mui/icons-material/Add'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import {
  useExternalSubnetAttachMutation,
  useExternalSubnetDetachMutation,
  useExternalSubnetListQuery,
} from '~/api/endpoints/externalSubnets'
import { useInstanceExternalSubnetListQuery } from '~/api/endpoints/instances'
import type { ExternalSubnet, Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { addToast, confirmAction, ListPage, PickOneModal, type DataTableColumn } from '~/components'
import { buttonNamed, useFocusAfterDetach } from './focusAfterDetach'
import { SectionHeader } from './SectionHeader'

// As for floating IPs, attach and detach are plain calls with no state machine of their own: the
// API says whether the instance can take them, and its message is shown when it cannot.

const columns: DataTableColumn<ExternalSubnet>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'subnet',
    headerName: 'Subnet',
    flex: 1,
    renderCell: ({ row }) => <span style={{ fontFamily: 'monospace' }}>{row.subnet}</span>,
    csv: (row) => row.subnet,
  },
  { field: 'description', headerName: 'Description', flex: 1 },
]

function AttachModal({
  project,
  instance,
  onDismiss,
}: {
  project: string
  instance: Instance
  onDismiss: () => void
}) {
  const { data, error, refetch } = useExternalSubnetListQuery({
    query: { project, limit: ALL_PAGES_LIMIT },
  })
  const [attach] = useExternalSubnetAttachMutation()
  const free = data?.items.filter((s) => !s.instanceId)
  return (
    <PickOneModal
      title="Attach external subnet"
      label="External subnet"
      placeholder="Select an external subnet"
      actionText="Attach"
      options={free?.map((s) => ({ value: s.id, label: `${s.name} (${s.subnet})` }))}
      loadError={error}
      onRetry={refetch}
      emptyText="There are no unattached external subnets in this project."
      onDismiss={onDismiss}
      onPick={async (id) => {
        const attached = await attach({
          path: { externalSubnet: id },
          body: { instance: instance.id },
        }).unwrap()
        addToast({ content: `External subnet ${attached.name} attached` })
      }}
    />
  )
}

const attachButton = (root: HTMLElement) => buttonNamed(root, 'Attach external subnet')

/** The instance's external subnets, with attach and detach (confirmed). */
export function ExternalSubnets({ project, instance }: { project: string; instance: Instance }) {
  // by id, so the attach and detach calls refresh exactly this list
  const { data, error, isLoading, refetch, fulfilledTimeStamp } =
    useInstanceExternalSubnetListQuery({ path: { instance: instance.id } })
  const [detach] = useExternalSubnetDetachMutation()
  const [attaching, setAttaching] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const detached = useFocusAfterDetach(container, attachButton)

  const confirmDetach = (subnet: ExternalSubnet) =>
    confirmAction({
      modalTitle: 'Confirm detach',
      modalContent: (
        <Typography>
          Are you sure you want to detach{' '}
          <strong>
            {subnet.name} ({subnet.subnet})
          </strong>{' '}
          from <strong>{instance.name}</strong>? The instance stops receiving its traffic.
        </Typography>
      ),
      errorTitle: 'Could not detach external subnet',
      actionType: 'danger',
      actionLabel: 'Detach',
      doAction: async () => {
        await detach({ path: { externalSubnet: subnet.id } }).unwrap()
        addToast({ content: `External subnet ${subnet.name} detached` })
        detached(subnet.name)
      },
    })

  return (
    <div ref={container}>
      <SectionHeader
        title="External subnets"
        changes="this instance's external subnets"
        actions={[
          {
            label: 'Attach external subnet',
            icon: <AddIcon aria-hidden />,
            onClick: () => setAttaching(true),
          },
        ]}
      />
      <ListPage
        label="External subnets"
        noun="external subnets"
        one="external subnet"
        result={{
          rows: data?.items,
          loading: isLoading,
          error,
          refetch,
          updatedAt: fulfilledTimeStamp,
        }}
        // beside the external IPs; a few rows, no filter
        inUrl={false}
        filterable={false}
        columns={columns}
        rowActions={(subnet) => [
          { label: 'Detach', danger: true, onActivate: () => confirmDetach(subnet) },
        ]}
        empty={{
          title: 'No external subnets',
          body: 'Attach an external subnet to route a block of outside addresses to the instance.',
        }}
      />
      {attaching && (
        <AttachModal project={project} instance={instance} onDismiss={() => setAttaching(false)} />
      )}
    </div>
  )
}
