import KeyIcon from '@mui/icons-material/KeyOutlined'
import { Outlet, useNavigate } from 'react-router-dom'
import { currentUserApi, useCurrentUserSshKeyDeleteMutation } from '~/api/endpoints/currentUser'
import type { SshKey } from '~/api/generated/types'
import { listLoader } from '~/app/prefetch'
import Box from '@mui/material/Box'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { sshFingerprint } from '~/util/sshKey'

export const sshKeysLoader = listLoader(currentUserApi.endpoints.currentUserSshKeyList)

const columns: DataTableColumn<SshKey>[] = [
  nameLinkColumn((row) => pb.sshKeyEdit(row.name)),
  descriptionColumn(),
  {
    // what `ssh-keygen -l` and servers print, so a key is recognised without reading its text
    field: 'fingerprint',
    headerName: 'Fingerprint',
    flex: 2,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => (
      // a hash read whole: on a narrow screen it wraps (the row grows) rather than losing its end
      <Box component="code" sx={{ fontSize: 12, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {sshFingerprint(row.publicKey) ?? '—'}
      </Box>
    ),
    csv: (row) => sshFingerprint(row.publicKey) ?? '',
  },
  createdColumn(),
]

const empty = { title: 'No SSH keys', body: 'Add a public key to reach new instances over SSH.' }
const create = { label: 'Add SSH key', to: pb.sshKeysNew() }

export function SshKeysPage() {
  const [deleteKey] = useCurrentUserSshKeyDeleteMutation()
  const navigate = useNavigate()

  return (
    <ListPage
      title="SSH Keys"
      icon={<KeyIcon aria-hidden />}
      label="SSH keys"
      noun="SSH keys"
      endpoint={currentUserApi.endpoints.currentUserSshKeyList}
      query={() => ({})}
      kind="sshKeys"
      columns={columns}
      rowHeight="auto"
      create={create}
      empty={empty}
      rowActions={(key) => [
        { label: 'View', onActivate: () => void navigate(pb.sshKeyEdit(key.name)) },
        {
          label: 'Delete',
          danger: true,
          onActivate: () =>
            confirmDelete({
              label: key.name,
              doDelete: async () => {
                await deleteKey({ path: { sshKey: key.id } }).unwrap()
                addToast({ content: `SSH key ${key.name} deleted` })
              },
            }),
        },
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
