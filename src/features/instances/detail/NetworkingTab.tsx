import { stackIps, stackTransitIps } from '~/api/ipStack'
import AddIcon from '@mui/icons-material/Add'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  useInstanceNetworkInterfaceDeleteMutation,
  useInstanceNetworkInterfaceListQuery,
} from '~/api/endpoints/instances'
import { useVpcSubnetViewQuery, useVpcViewQuery } from '~/api/endpoints/vpcs'
import type { Instance, InstanceNetworkInterface } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import {
  addToast,
  confirmAction,
  ListPage,
  type DataTableColumn,
  unwrapOutcome,
  Chips,
  Lines,
} from '~/components'
import { instanceDisabledReason, requestInstanceAction } from '~/state/machines'
import { MAX_NICS_PER_INSTANCE } from '~/util/limits'
import { withInstance, useInstanceSelector } from '../useInstance'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { ExternalIps } from './ExternalIps'
import { ExternalSubnets } from './ExternalSubnets'
import { InstanceFirewallRules } from './InstanceFirewallRules'
import { MulticastGroups } from './MulticastGroups'
import { AddNicForm, EditNicForm } from './NicForms'
import { SectionHeader } from './SectionHeader'

// Names by id: the same view query for every row of a VPC is made (and cached) once.
function VpcName({ id }: { id: string }) {
  const { data } = useVpcViewQuery({ path: { vpc: id } })
  return <>{data?.name ?? '…'}</>
}
function SubnetName({ id }: { id: string }) {
  const { data } = useVpcSubnetViewQuery({ path: { subnet: id } })
  return <>{data?.name ?? '…'}</>
}

const columns: DataTableColumn<InstanceNetworkInterface>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'ipStack',
    headerName: 'IP address',
    flex: 1,
    // a dual-stack interface's two addresses, IPv4 over IPv6
    renderCell: ({ row }) => <Lines items={stackIps(row.ipStack)} />,
    csv: (row) => stackIps(row.ipStack).join('; '),
  },
  {
    field: 'vpcId',
    headerName: 'VPC',
    flex: 1,
    renderCell: ({ row }) => <VpcName id={row.vpcId} />,
  },
  {
    field: 'subnetId',
    headerName: 'Subnet',
    flex: 1,
    renderCell: ({ row }) => <SubnetName id={row.subnetId} />,
  },
  {
    field: 'mac',
    headerName: 'Transit IPs',
    flex: 1,
    renderCell: ({ row }) => {
      const transit = stackTransitIps(row.ipStack)
      return transit.length ? <Chips items={transit} /> : '—'
    },
    csv: (row) => stackTransitIps(row.ipStack).join('; '),
  },
  {
    field: 'primary',
    headerName: 'Primary',
    width: 100,
    renderCell: ({ row }) => (row.primary ? 'Yes' : 'No'),
    // what the export writes and the column sorts by
    csv: (row) => String(row.primary),
  },
]

type Editing = { kind: 'add' } | { kind: 'edit'; nic: InstanceNetworkInterface } | null

function NetworkInterfaces({ project, instance }: { project: string; instance: Instance }) {
  const dispatch = useAppDispatch()
  const { data, error, isLoading, refetch, fulfilledTimeStamp } =
    useInstanceNetworkInterfaceListQuery({
      query: { project, instance: instance.name, limit: ALL_PAGES_LIMIT },
    })
  const [remove] = useInstanceNetworkInterfaceDeleteMutation()
  const [editing, setEditing] = useState<Editing>(null)
  const nics = data?.items
  const reason = instanceDisabledReason('updateNetworkInterface', instance)
  const vpcId = nics?.[0]?.vpcId
  const { data: vpc } = useVpcViewQuery({ path: { vpc: vpcId ?? '' } }, { skip: !vpcId })
  const full = (nics?.length ?? 0) >= MAX_NICS_PER_INSTANCE

  const confirmRemove = (nic: InstanceNetworkInterface) =>
    confirmAction({
      modalTitle: 'Confirm delete',
      modalContent: (
        <Typography>
          Are you sure you want to delete the network interface <strong>{nic.name}</strong> of{' '}
          <strong>{instance.name}</strong>?
        </Typography>
      ),
      errorTitle: 'Could not delete network interface',
      actionType: 'danger',
      actionLabel: 'Delete',
      doAction: async () => {
        await dispatch(
          requestInstanceAction('updateNetworkInterface', instance, () =>
            remove({ path: { interface: nic.id } }).unwrap(),
          ),
        ).then(unwrapOutcome)
        addToast({ content: `Network interface ${nic.name} deleted` })
      },
    })

  return (
    <>
      <SectionHeader
        title="Network interfaces"
        changes="this instance's network interfaces"
        disabledReason={reason}
        actions={[
          {
            label: 'Add network interface',
            icon: <AddIcon aria-hidden />,
            onClick: () => setEditing({ kind: 'add' }),
            disabledReason: full
              ? `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`
              : undefined,
          },
        ]}
      />
      <ListPage
        label="Network interfaces"
        result={{ rows: nics, loading: isLoading, error, refetch, updatedAt: fulfilledTimeStamp }}
        // beside the external IPs and the firewall rules; at most 8 rows, no filter
        inUrl={false}
        filterable={false}
        columns={columns}
        // a NIC's transit IPs wrap rather than cut off
        rowHeight="auto"
        rowActions={(nic) => [
          {
            label: 'Edit',
            disabledReason: reason,
            onActivate: () => setEditing({ kind: 'edit', nic }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: reason,
            onActivate: () => confirmRemove(nic),
          },
        ]}
        empty={{
          title: 'No network interfaces',
          body: "A stopped instance can be given a network interface in one of the project's VPC subnets.",
        }}
      />
      {editing?.kind === 'add' && (
        <AddNicForm
          project={project}
          instance={instance}
          vpcName={vpc?.name ?? (nics?.length === 0 ? 'default' : undefined)}
          onDismiss={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <EditNicForm instance={instance} nic={editing.nic} onDismiss={() => setEditing(null)} />
      )}
    </>
  )
}

/**
 * Spec §2: the instance's networking tab: its network interfaces (with their transit IPs), its
 * external IPs and subnets, its multicast groups, and the firewall rules of its VPC that reach it.
 */
export const NetworkingTab = withInstance(function NetworkingTab({ instance }) {
  const { project } = useInstanceSelector()
  return (
    <>
      <NetworkInterfaces project={project} instance={instance} />
      <ExternalIps project={project} instance={instance} />
      <ExternalSubnets project={project} instance={instance} />
      <MulticastGroups project={project} instance={instance} />
      <InstanceFirewallRules project={project} instance={instance} />
    </>
  )
})
