import CorporateFareIcon from '@mui/icons-material/CorporateFareOutlined'
import { Outlet } from 'react-router-dom'
import { systemSilosApi } from '~/api/endpoints/systemSilos'
import type { Silo } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { identityModeLabel } from './labels'
import { useSiloActions } from './useSiloActions'

// A fleet's silos are few: held whole, filtered and sorted here.
const silosList = defineList({
  endpoint: systemSilosApi.endpoints.siloList,
  whole: true,
  sortsByName: true,
})
export const silosLoader = silosList.loader

const columns: DataTableColumn<Silo>[] = [
  nameLinkColumn((silo) => pb.silo(silo.name)),
  descriptionColumn(),
  {
    field: 'discoverable',
    headerName: 'Discoverable',
    width: 130,
    renderCell: ({ row }) => (row.discoverable ? 'Yes' : 'No'),
    csv: (row) => String(row.discoverable),
  },
  {
    field: 'identityMode',
    headerName: 'Identity mode',
    width: 140,
    renderCell: ({ row }) => identityModeLabel(row.identityMode),
  },
  createdColumn(),
]

const empty = { title: 'No silos', body: 'A silo holds the users and projects of one tenant.' }
const create = { label: 'New silo', to: pb.silosNew() }

/** Spec §2 system/silos: the fleet's silos (the API lists the discoverable ones). */
export function SilosPage() {
  const siloActions = useSiloActions()
  return (
    <ListPage
      title="Silos"
      icon={<CorporateFareIcon aria-hidden />}
      label="Silos"
      list={silosList}
      kind="silos"
      columns={columns}
      rowActions={siloActions}
      create={create}
      empty={empty}
    >
      <Outlet />
    </ListPage>
  )
}
