import { stackIps } from '~/api/ipStack'
import SensorsIcon from '@mui/icons-material/SensorsOutlined'
import MuiLink from '@mui/material/Link'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import { experimentalApi, useProbeDeleteMutation } from '~/api/endpoints/experimental'
import type { ProbeInfo } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRoleGate } from '~/app/roles'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { deleteAction, ListPage, type DataTableColumn } from '~/components'

// projects/{project}/probes: network probes (a pretend instance on a sled with an interface and
// an external address, for checking the rack's networking), created and deleted by project
// collaborators and admins.
const probesList = defineList({
  endpoint: experimentalApi.endpoints.probeList,
  query: (param) => ({
    project: param('project'),
  }),
})
export const probesLoader = probesList.loader

export const externalIpsText = (probe: ProbeInfo) =>
  probe.externalIps.map((ip) => `${ip.ip} (${ip.kind})`).join(', ') || '—'

const columns = (project: string): DataTableColumn<ProbeInfo>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.probe(project, row.name)}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    field: 'sled',
    headerName: 'Sled',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => <code>{row.sled}</code>,
  },
  {
    field: 'interface',
    headerName: 'Interface IP',
    width: 150,
    renderCell: ({ row }) => stackIps(row.interface.ipConfig).join(', '),
    csv: (row) => stackIps(row.interface.ipConfig).join(' '),
  },
  {
    field: 'externalIps',
    headerName: 'External IPs',
    flex: 1,
    renderCell: ({ row }) => externalIpsText(row),
    csv: externalIpsText,
  },
]

const empty = {
  title: 'No probes',
  body: 'A probe sits on a sled with an interface and an external address, to check the network.',
}

/** The reason a user may not create or delete probes in the project, or undefined. */
export const useProbeGate = (project: string, action: string) =>
  useRoleGate({ level: { project }, need: 'collaborator', action })

export function ProbesPage() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const [remove] = useProbeDeleteMutation()
  const createReason = useProbeGate(project, 'create a probe')
  const deleteReason = useProbeGate(project, 'delete a probe')
  return (
    <ListPage
      title="Probes"
      icon={<SensorsIcon aria-hidden />}
      label="Probes"
      list={probesList}
      columns={columns(project)}
      create={{ label: 'New probe', to: pb.probesNew(project), disabledReason: createReason }}
      empty={empty}
      rowActions={(probe) => [
        {
          label: 'View',
          reads: true,
          onActivate: () => void navigate(pb.probe(project, probe.name)),
        },
        deleteAction({
          noun: 'Probe',
          name: probe.name,
          disabledReason: deleteReason,
          doDelete: () => remove({ path: { probe: probe.id }, query: { project } }).unwrap(),
        }),
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
