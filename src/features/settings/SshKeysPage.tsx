import KeyIcon from '@mui/icons-material/KeyOutlined'
import { useCallback } from 'react'
import { Outlet } from 'react-router-dom'
import { currentUserApi, useCurrentUserSshKeyDeleteMutation } from '~/api/endpoints/currentUser'
import type { SshKey } from '~/api/generated/types'
import { listLoader } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { ResourceListPage } from '~/components'

export const sshKeysLoader = listLoader(currentUserApi.endpoints.currentUserSshKeyList, undefined, {
  whole: true,
  sortsByName: true,
})

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
      endpoint={currentUserApi.endpoints.currentUserSshKeyList}
      kind="sshKeys"
      to={to}
      open={open}
      remove={{ noun: 'SSH key', send }}
      create={create}
      empty={empty}
    >
      <Outlet />
    </ResourceListPage>
  )
}
