import KeyIcon from '@mui/icons-material/KeyOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { Outlet } from 'react-router-dom'
import { currentUserApi, useCurrentUserSshKeyDeleteMutation } from '~/api/endpoints/currentUser'
import type { SshKey } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { ResourceListPage, type DataTableColumn } from '~/components'
import { sshFingerprint } from '~/util/sshKey'

const sshKeysList = defineList({
  endpoint: currentUserApi.endpoints.currentUserSshKeyList,
  whole: true,
  sortsByName: true,
})
export const sshKeysLoader = sshKeysList.loader

// what this list shows beyond the shell's name, description and creation
const columns: DataTableColumn<SshKey>[] = [
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
]

const to = (row: SshKey) => pb.sshKeyEdit(row.name)
const open = { label: 'View', to }
const empty = { title: 'No SSH keys', body: 'Add a public key to reach new instances over SSH.' }
const create = { label: 'Add SSH key', to: pb.sshKeysNew() }

/** The user's SSH keys: the shell configured like the projects list. */
export function SshKeysPage() {
  const [deleteKey] = useCurrentUserSshKeyDeleteMutation()
  const send = useCallback(
    (key: SshKey) => deleteKey({ path: { sshKey: key.id } }).unwrap(),
    [deleteKey],
  )
  return (
    <ResourceListPage
      title="SSH Keys"
      icon={<KeyIcon aria-hidden />}
      label="SSH keys"
      noun="SSH keys"
      list={sshKeysList}
      kind="sshKeys"
      to={to}
      open={open}
      remove={{ noun: 'SSH key', send }}
      columns={columns}
      rowHeight="auto"
      create={create}
      empty={empty}
    >
      <Outlet />
    </ResourceListPage>
  )
}
