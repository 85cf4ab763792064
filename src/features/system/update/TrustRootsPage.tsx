import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined'
import { Outlet } from 'react-router-dom'
import {
  systemUpdateApi,
  useSystemUpdateTrustRootDeleteMutation,
} from '~/api/endpoints/systemUpdate'
import type { UpdatesTrustRoot } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRoleGate } from '~/app/roles'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  createdColumn,
  ListPage,
  type DataTableColumn,
} from '~/components'

const trustRootsList = defineList({ endpoint: systemUpdateApi.endpoints.systemUpdateTrustRootList })
export const trustRootsLoader = trustRootsList.loader

/** The TUF root role's version and expiry, read from the role itself (the API gives no shape). */
const signed = (row: UpdatesTrustRoot) => {
  const role = row.rootRole as { signed?: { version?: unknown; expires?: unknown } } | null
  return role?.signed ?? {}
}

const columns: DataTableColumn<UpdatesTrustRoot>[] = [
  {
    field: 'id',
    headerName: 'ID',
    flex: 2,
    renderCell: ({ row }) => <code>{row.id}</code>,
  },
  {
    field: 'version',
    headerName: 'Root version',
    width: 130,
    renderCell: ({ row }) => String(signed(row).version ?? '—'),
    csv: (row) => String(signed(row).version ?? ''),
  },
  {
    field: 'expires',
    headerName: 'Expires',
    width: 220,
    renderCell: ({ row }) => String(signed(row).expires ?? '—'),
    csv: (row) => String(signed(row).expires ?? ''),
  },
  createdColumn(),
]

const empty = {
  title: 'No trust roots',
  body: 'A repository is accepted only when signed by a trusted root role. Add one first.',
}

/** system/update/trust-roots: the root roles repositories are checked against. */
export function TrustRootsPage() {
  const [deleteRoot] = useSystemUpdateTrustRootDeleteMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'change the trust roots' })
  return (
    <ListPage
      title="Trust roots"
      icon={<VerifiedIcon aria-hidden />}
      label="Trust roots"
      list={trustRootsList}
      columns={columns}
      getRowLabel={(row) => row.id}
      create={{ label: 'Add trust root', to: pb.trustRootsNew(), disabledReason: notAdmin }}
      empty={empty}
      rowActions={(root) => [
        {
          label: 'Delete',
          danger: true,
          disabledReason: notAdmin,
          onActivate: () =>
            confirmDelete({
              label: `trust root ${root.id}`,
              doDelete: async () => {
                await deleteRoot({ path: { trustRootId: root.id } }).unwrap()
                addToast({ content: 'Trust root deleted' })
              },
            }),
        },
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
