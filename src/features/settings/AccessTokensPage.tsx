import TokenIcon from '@mui/icons-material/TokenOutlined'
import Typography from '@mui/material/Typography'
import {
  tokensApi,
  useCurrentUserAccessTokenDeleteMutation,
  useCurrentUserAccessTokenListQuery,
} from '~/api/endpoints/tokens'
import type { DeviceAccessToken } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { defineList } from '~/app/routes/define'
import {
  ActionButton,
  addToast,
  confirmAction,
  confirmDelete,
  createdColumn,
  DATE_MIN_WIDTH,
  DateTime,
  ListPage,
  type DataTableColumn,
} from '~/components'

// settings/access-tokens: the tokens the signed-in user's device sign-ins issued (the CLI's),
// each deleted alone or all at once. The API lists them without names: the id is what the CLI
// shows too.
const accessTokensList = defineList({ endpoint: tokensApi.endpoints.currentUserAccessTokenList })
export const accessTokensLoader = accessTokensList.loader

const columns: DataTableColumn<DeviceAccessToken>[] = [
  { field: 'id', headerName: 'ID', flex: 2, renderCell: ({ row }) => <code>{row.id}</code> },
  createdColumn(),
  {
    field: 'timeExpires',
    headerName: 'Expires',
    width: 200,
    minWidth: DATE_MIN_WIDTH,
    renderCell: ({ row }) => (row.timeExpires ? <DateTime date={row.timeExpires} /> : 'Never'),
    csv: (row) => row.timeExpires?.toISOString() ?? '',
  },
]

const empty = {
  title: 'No access tokens',
  body: 'Signing in with the CLI (oxide auth login) issues a token that shows here.',
}

function DeleteAll() {
  // the first page holds up to 25, the usual count; deleting all asks for every page
  const tokens = useCurrentUserAccessTokenListQuery({ query: { limit: ALL_PAGES_LIMIT } }).data
    ?.items
  const [remove] = useCurrentUserAccessTokenDeleteMutation()
  const count = tokens?.length ?? 0
  return (
    <ActionButton
      action={{
        label: 'Delete all',
        danger: true,
        disabledReason: count === 0 ? 'There are no tokens to delete' : undefined,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Delete all access tokens',
            modalContent: (
              <Typography>
                Every device signed in with one of your {count} tokens (the CLI, scripts) is signed
                out and must sign in again.
              </Typography>
            ),
            actionType: 'danger',
            actionLabel: 'Delete all',
            errorTitle: 'Could not delete every access token',
            doAction: async () => {
              for (const token of tokens ?? []) {
                await remove({ path: { tokenId: token.id } }).unwrap()
              }
              addToast({ content: `${count} access ${count === 1 ? 'token' : 'tokens'} deleted` })
            },
          }),
      }}
    />
  )
}

export function AccessTokensPage() {
  const [remove] = useCurrentUserAccessTokenDeleteMutation()
  return (
    <ListPage
      title="Access Tokens"
      icon={<TokenIcon aria-hidden />}
      label="Access tokens"
      list={accessTokensList}
      columns={columns}
      getRowLabel={(row) => row.id}
      headerActions={<DeleteAll />}
      empty={empty}
      rowActions={(token) => [
        {
          label: 'Delete',
          danger: true,
          onActivate: () =>
            confirmDelete({
              label: `access token ${token.id}`,
              doDelete: async () => {
                await remove({ path: { tokenId: token.id } }).unwrap()
                addToast({ content: 'Access token deleted' })
              },
            }),
        },
      ]}
    />
  )
}
