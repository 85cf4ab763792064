import AddIcon from '@mui/icons-material/Add'
import KeyIcon from '@mui/icons-material/KeyOutlined'
import Button from '@mui/material/Button'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import {
  currentUserApi,
  useCurrentUserSshKeyDeleteMutation,
  useCurrentUserSshKeyListQuery,
} from '~/api/endpoints/currentUser'
import type { SshKey } from '~/api/generated/types'
import { PAGE_SIZE, tablePaging, usePagination } from '~/api/paging'
import { prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  createdColumn,
  DataTable,
  descriptionColumn,
  EmptyState,
  nameLinkColumn,
  PageHeader,
  type DataTableColumn,
} from '~/components'
import { useLiveRows } from '~/state/entities'

export const sshKeysLoader = async () => {
  await prefetchList(currentUserApi.endpoints.currentUserSshKeyList, {
    query: { limit: PAGE_SIZE },
  })
  return null
}

const columns: DataTableColumn<SshKey>[] = [
  nameLinkColumn((row) => pb.sshKeyEdit(row.name)),
  descriptionColumn(),
  createdColumn(),
]

export function SshKeysPage() {
  const pagination = usePagination()
  const { data, isFetching } = useCurrentUserSshKeyListQuery({
    query: { limit: PAGE_SIZE, pageToken: pagination.pageToken },
  })
  // a key deleted or changed through any other response shows here without waiting for a refetch
  const rows = useLiveRows('sshKeys', data?.items)
  const [deleteKey] = useCurrentUserSshKeyDeleteMutation()
  const navigate = useNavigate()

  return (
    <>
      <PageHeader
        title="SSH Keys"
        icon={<KeyIcon aria-hidden />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            component={Link}
            to={pb.sshKeysNew()}
          >
            Add SSH key
          </Button>
        }
      />
      <DataTable
        aria-label="SSH keys"
        columns={columns}
        rows={rows}
        loading={isFetching && !data}
        getRowLabel={(k) => k.name}
        pagination={tablePaging(pagination, data)}
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
        emptyState={
          <EmptyState
            title="No SSH keys"
            body="Add a public key to reach new instances over SSH."
            buttonText="Add SSH key"
            buttonTo={pb.sshKeysNew()}
          />
        }
      />
      <Outlet />
    </>
  )
}
