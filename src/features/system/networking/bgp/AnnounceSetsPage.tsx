import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import {
  useNetworkingBgpAnnounceSetDeleteMutation,
  useNetworkingBgpAnnouncementListQuery,
} from '~/api/endpoints/systemNetworking'
import { messageOf } from '~/api/errors'
import type { BgpAnnounceSet } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  preloadDataTable,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { announcementsView, announceSetsView } from './announceSetViews'

export const announceSetsLoader: typeof announceSetsView.loader = (args) => {
  preloadDataTable()
  return announceSetsView.loader(args)
}

/** An unknown set is 'Page not found'. */
export const announceSetLoader = announcementsView.loader

function AnnouncementsCell({ set }: { set: BgpAnnounceSet }) {
  const { data, error } = useNetworkingBgpAnnouncementListQuery({
    path: { announceSet: set.id },
  })
  if (error) return <span title={messageOf(error)}>Unknown</span>
  if (!data) return <Skeleton width={120} />
  if (data.length === 0) return '—'
  return data.map((a) => a.network).join(', ')
}

const columns: DataTableColumn<BgpAnnounceSet>[] = [
  nameLinkColumn((set) => pb.announceSet(set.name)),
  {
    field: 'announcements',
    headerName: 'Networks',
    flex: 1,
    renderCell: ({ row }) => <AnnouncementsCell set={row} />,
  },
  descriptionColumn(),
  createdColumn(),
]

function useSetActions() {
  const navigate = useNavigate()
  const [deleteSet] = useNetworkingBgpAnnounceSetDeleteMutation()
  return useCallback(
    (set: BgpAnnounceSet): RowAction[] => [
      { label: 'Edit', onActivate: () => void navigate(pb.announceSet(set.name)) },
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Delete announce set',
            modalContent: (
              <>
                <Typography>
                  Are you sure you want to delete <strong>{set.name}</strong>?
                </Typography>
                <Typography sx={{ mt: 1 }}>
                  A BGP configuration announcing it would stop announcing its networks, and the
                  outside could no longer reach them: the API refuses while a configuration uses it.
                </Typography>
              </>
            ),
            errorTitle: 'Could not delete the announce set',
            actionType: 'danger',
            actionLabel: 'Delete',
            doAction: async () => {
              await deleteSet({ path: { announceSet: set.id } }).unwrap()
              addToast({ content: `Announce set ${set.name} deleted` })
            },
          }),
      },
    ],
    [navigate, deleteSet],
  )
}

/**
 * system/networking/bgp/announce-sets: the sets and the networks each announces (the API lists
 * them all at once, not by pages); announce-sets-new and a set's edit form open over it.
 */
export function AnnounceSetsPage() {
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = announceSetsView.useView()
  const rows = useMemo(() => data && [...data], [data])
  const actions = useSetActions()
  return (
    <ListPage
      title="Announce sets"
      level="section"
      label="Announce sets"
      result={{ rows, loading: isLoading, error, refetch, updatedAt: fulfilledTimeStamp }}
      columns={columns}
      rowActions={actions}
      getRowLabel={(s) => s.name}
      empty={{
        title: 'No announce sets',
        body: 'An announce set lists the networks a BGP configuration originates.',
      }}
      create={{ label: 'New announce set', to: pb.announceSetsNew() }}
    >
      <Outlet />
    </ListPage>
  )
}
