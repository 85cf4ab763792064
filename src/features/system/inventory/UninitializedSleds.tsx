import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useMemo, useRef } from 'react'
import {
  experimentalApi,
  useRackMembershipAbortMutation,
  useRackMembershipAddSledsMutation,
  useRackMembershipStatusQuery,
} from '~/api/endpoints/experimental'
import { useRackListQuery, useSledListUninitializedQuery } from '~/api/endpoints/systemHardware'
import { usePollInterval } from '~/api/usePollInterval'
import { LIST } from '~/api/endpoints/tags'
import type { BaseboardId, RackMembershipStatus, UninitializedSled } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { useAppDispatch } from '~/app/hooks'
import {
  ActionButton,
  addToast,
  confirmAction,
  DateTime,
  ListPage,
  PropertiesTable,
  StateBadge,
  useChangeReason,
  type DataTableColumn,
} from '~/components'
import { baseboardColumns, rackColumn } from './cells'
import type { BadgeColor } from '~/state/machines/words'
import { isKnown, labelOf } from '~/util/labels'

// An uninitialized sled has no id yet: its baseboard is what names it.
type Row = UninitializedSled & { id: string }

const columns: DataTableColumn<Row>[] = [
  { field: 'cubby', headerName: 'Cubby', width: 90 },
  ...baseboardColumns<Row>(),
  rackColumn(),
]

/** While a change waits for its sleds to acknowledge it, look again every 2 s. */
const POLL_MS = 2000

const STATE_TEXT: Record<RackMembershipStatus['state'], string> = {
  in_progress: 'In progress',
  committed: 'Committed',
  aborted: 'Aborted',
}

const STATE_COLOR: Record<RackMembershipStatus['state'], BadgeColor> = {
  in_progress: 'blue',
  committed: 'default',
  aborted: 'neutral',
}

/** The change's state as a badge; one this console does not know shows as the API sends it. */
function ChangeState({ state }: { state: RackMembershipStatus['state'] }) {
  const known = isKnown(STATE_TEXT, state)
  return (
    <StateBadge
      state={labelOf(STATE_TEXT, state)}
      color={known ? STATE_COLOR[state] : 'neutral'}
      busy={state === 'in_progress'}
      unknown={!known}
    />
  )
}

const serials = (ids: readonly BaseboardId[]) => ids.map((b) => b.serialNumber).join(', ')

/**
 * The rack's latest membership change: its version and state, the sleds yet to acknowledge an
 * in-progress one, and Abort for it (confirmed).
 */
function MembershipStatus({
  rackId,
  status,
  joining,
}: {
  rackId: string
  status: RackMembershipStatus
  /** the members of the change that are still uninitialized sleds: those it adds */
  joining: readonly BaseboardId[]
}) {
  const [abort] = useRackMembershipAbortMutation()
  const abortReason = useChangeReason('abort adding sleds')
  const inProgress = status.state === 'in_progress'
  const { members, unacknowledgedMembers: waiting } = status
  return (
    <Box
      component="section"
      aria-label="Rack membership"
      sx={{ mb: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 280 }}>
        <PropertiesTable
          columns={2}
          properties={[
            { label: 'Membership version', value: status.version },
            { label: 'Change', value: <ChangeState state={status.state} /> },
            { label: 'Started', value: <DateTime date={status.timeCreated} /> },
            ...(status.timeCommitted
              ? [{ label: 'Committed at', value: <DateTime date={status.timeCommitted} /> }]
              : []),
            ...(status.timeAborted
              ? [{ label: 'Aborted at', value: <DateTime date={status.timeAborted} /> }]
              : []),
            ...(inProgress
              ? [
                  ...(joining.length > 0 ? [{ label: 'Adding', value: serials(joining) }] : []),
                  {
                    label: 'Acknowledged',
                    value: `${members.length - waiting.length} of ${members.length} sleds`,
                  },
                  { label: 'Waiting for', value: serials(waiting) },
                ]
              : []),
          ]}
        />
      </Box>
      {inProgress && (
        <ActionButton
          action={{
            label: 'Abort',
            danger: true,
            disabledReason: abortReason,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Abort adding sleds',
                modalContent: (
                  <Typography>
                    {joining.length > 0
                      ? `Stop adding ${serials(joining)} to the rack? They stay uninitialized and can be added again later.`
                      : `Stop the rack's change to membership version ${status.version}? The sleds it adds stay uninitialized and can be added again later.`}
                  </Typography>
                ),
                errorTitle: 'Could not abort the membership change',
                actionType: 'danger',
                actionLabel: 'Abort',
                doAction: async () => {
                  await abort({ path: { rackId } }).unwrap()
                  addToast({ content: 'Adding sleds aborted' })
                },
              }),
          }}
        />
      )}
    </Box>
  )
}

/**
 * Sleds in the rack that are not part of the fleet yet. Add brings one in (confirmed) through a
 * change of the rack's membership, which commits once the rack's sleds acknowledge it; its status
 * shows above the list while it goes through, with Abort.
 */
export function UninitializedSleds() {
  const dispatch = useAppDispatch()
  const list = useSledListUninitializedQuery(WHOLE_LIST)
  const racks = useRackListQuery(WHOLE_LIST)
  const rackId = racks.data?.items[0]?.id
  const membership = useRackMembershipStatusQuery(
    { path: { rackId: rackId ?? '' } },
    { skip: rackId === undefined },
  )
  const status = membership.data
  const inProgress = status?.state === 'in_progress'
  const { refetch } = membership
  const interval = usePollInterval(inProgress ? POLL_MS : 0, {
    data: status,
    answeredAt: membership.fulfilledTimeStamp,
    refetch,
  })
  useEffect(() => {
    if (!interval) return
    const timer = setInterval(() => void refetch(), interval)
    return () => clearInterval(timer)
  }, [interval, refetch])
  // a member of the change that is still an uninitialized sled is one it adds (the sleds yet to
  // acknowledge it may include sleds of the rack already)
  const joining = useMemo(() => {
    const waiting = list.data?.items ?? []
    return (status?.members ?? []).filter((m) =>
      waiting.some(
        (s) => s.baseboard.serial === m.serialNumber && s.baseboard.part === m.partNumber,
      ),
    )
  }, [status, list.data])
  // once the change commits, its sleds have left the uninitialized list and joined the sleds
  const was = useRef({ status, joining })
  useEffect(() => {
    const before = was.current
    if (before.status?.state === 'in_progress' && status?.state === 'committed') {
      dispatch(
        experimentalApi.util.invalidateTags([
          { type: 'Sled', id: LIST },
          { type: 'UninitializedSled', id: LIST },
        ]),
      )
      for (const sled of before.joining) {
        addToast({ content: `Sled ${sled.serialNumber} added` })
      }
    }
    was.current = { status, joining }
  }, [status, joining, dispatch])

  const [addSleds] = useRackMembershipAddSledsMutation()
  const rows = useMemo(
    () =>
      list.data?.items.map((s): Row => ({ ...s, id: `${s.baseboard.serial}/${s.baseboard.part}` })),
    [list.data],
  )

  return (
    <>
      {membership.error !== undefined && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The rack&rsquo;s membership status could not be read.
        </Alert>
      )}
      {rackId && status && <MembershipStatus rackId={rackId} status={status} joining={joining} />}
      <ListPage
        label="Uninitialized sleds"
        result={{
          rows,
          loading: list.isLoading,
          error: list.error,
          refetch: list.refetch,
          updatedAt: list.fulfilledTimeStamp,
        }}
        // beside the sleds' list, which has the URL; a handful of rows, no id of their own
        inUrl={false}
        filterable={false}
        copyId={false}
        columns={columns}
        getRowLabel={(row) => row.baseboard.serial}
        rowActions={(row) => [
          {
            label: 'Add',
            disabledReason: inProgress
              ? `Sleds are being added (membership version ${status.version}); wait for it or abort it`
              : undefined,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Add sled',
                modalContent: (
                  <Typography>
                    Add sled <strong>{row.baseboard.serial}</strong> in cubby {row.cubby} to the
                    fleet? Its disks are brought into service and it starts taking instances.
                  </Typography>
                ),
                errorTitle: 'Could not add the sled',
                actionType: 'primary',
                actionLabel: 'Add',
                doAction: async () => {
                  const { serial, part } = row.baseboard
                  await addSleds({
                    path: { rackId: row.rackId },
                    body: { sledIds: [{ partNumber: part, serialNumber: serial }] },
                  }).unwrap()
                  addToast({ content: `Adding sled ${serial}` })
                },
              }),
          },
        ]}
        empty={{ title: 'No uninitialized sleds', body: 'Every sled of the rack has been added.' }}
      />
    </>
  )
}
