import Typography from '@mui/material/Typography'
import { useEffect, useMemo, useRef } from 'react'
import {
  systemHardwareApi,
  usePhysicalDiskDisableAdoptionMutation,
  usePhysicalDiskEnableAdoptionMutation,
  usePhysicalDiskListAdoptionRequestsQuery,
  usePhysicalDiskListUnadoptedQuery,
} from '~/api/endpoints/systemHardware'
import { LIST } from '~/api/endpoints/tags'
import type {
  PhysicalDiskAdoptionRequest,
  PhysicalDiskManufacturerIdentity,
  UnadoptedPhysicalDisk,
} from '~/api/generated/types'
import { usePollInterval } from '~/api/usePollInterval'
import { WHOLE_LIST } from '~/api/wholeList'
import { useAppDispatch } from '~/app/hooks'
import {
  addToast,
  confirmAction,
  DateTime,
  ListPage,
  useChangeReason,
  type DataTableColumn,
} from '~/components'
import { SledCell } from './cells'
import { formFactorLabel } from './labels'

// A disk put into a sled is not used until an operator enables its adoption; the control plane
// then adopts it (it leaves the unadopted disks and joins the physical disks). A request may
// name a disk no sled reports yet: it waits for it.

type Identity = PhysicalDiskManufacturerIdentity
const key = (d: Identity) => `${d.vendor}/${d.model}/${d.serial}`

/** An unadopted disk has no id: its sled and slot are where it is. */
type DiskRow = UnadoptedPhysicalDisk & { id: string; request?: PhysicalDiskAdoptionRequest }
type RequestRow = PhysicalDiskAdoptionRequest & { disk?: UnadoptedPhysicalDisk }

/** While the control plane adopts a disk, look again every 2 s. */
const POLL_MS = 2000

const identityColumns = <Row extends { diskId: Identity }>(): DataTableColumn<Row>[] => [
  {
    field: 'serial',
    headerName: 'Serial',
    width: 130,
    renderCell: ({ row }) => row.diskId.serial,
    csv: (row) => row.diskId.serial,
  },
  {
    field: 'model',
    headerName: 'Model',
    width: 180,
    renderCell: ({ row }) => row.diskId.model,
    csv: (row) => row.diskId.model,
  },
  {
    field: 'vendor',
    headerName: 'Vendor',
    width: 100,
    hideWhenNarrow: true,
    renderCell: ({ row }) => row.diskId.vendor,
    csv: (row) => row.diskId.vendor,
  },
]

const diskColumns: DataTableColumn<DiskRow>[] = [
  {
    field: 'sledId',
    headerName: 'Sled',
    width: 150,
    renderCell: ({ row }) => <SledCell sledId={row.sledId} />,
  },
  { field: 'slot', headerName: 'Slot', width: 80 },
  {
    field: 'variant',
    headerName: 'Form factor',
    width: 120,
    renderCell: ({ row }) => formFactorLabel(row.variant),
    csv: (row) => formFactorLabel(row.variant),
  },
  ...identityColumns<DiskRow>(),
  {
    field: 'adoption',
    headerName: 'Adoption',
    width: 130,
    renderCell: ({ row }) => (row.request ? 'Adopting' : 'Not enabled'),
    csv: (row) => (row.request ? 'Adopting' : 'Not enabled'),
  },
]

const requestStatus = (row: RequestRow) => (row.disk ? 'Adopting' : 'Waiting for the disk')

const requestColumns: DataTableColumn<RequestRow>[] = [
  ...identityColumns<RequestRow>(),
  {
    field: 'timeCreated',
    headerName: 'Enabled',
    width: 190,
    renderCell: ({ row }) => <DateTime date={row.timeCreated} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 170,
    renderCell: ({ row }) => requestStatus(row),
    csv: requestStatus,
  },
]

/** Where an unadopted disk is, in words: 'slot 6 of sled BRM42220016'. */
function useWhere() {
  const sleds = systemHardwareApi.endpoints.sledList.useQueryState(WHOLE_LIST)
  return (disk: UnadoptedPhysicalDisk) => {
    const sled = sleds.data?.items.find((s) => s.id === disk.sledId)
    return `slot ${disk.slot} of sled ${sled?.baseboard.serial ?? disk.sledId}`
  }
}

/**
 * Spec-less part of system/inventory/disks, above the physical disks: the disks the sleds report that the control plane
 * has not adopted, and the operator's adoption requests. Enable adoption and Withdraw confirm,
 * saying what they do; both lists are looked at again while a disk is being adopted.
 */
export function DiskAdoption() {
  const dispatch = useAppDispatch()
  const disks = usePhysicalDiskListUnadoptedQuery(WHOLE_LIST)
  const requests = usePhysicalDiskListAdoptionRequestsQuery(WHOLE_LIST)
  const [enable] = usePhysicalDiskEnableAdoptionMutation()
  const [disable] = usePhysicalDiskDisableAdoptionMutation()
  const enableReason = useChangeReason('enable disk adoption')
  const withdrawReason = useChangeReason('withdraw disk adoption')
  const where = useWhere()

  const { diskRows, requestRows } = useMemo(() => {
    const byDisk = new Map(requests.data?.items.map((r) => [key(r.diskId), r]))
    const unadopted = new Map(disks.data?.items.map((d) => [key(d.diskId), d]))
    return {
      diskRows: disks.data?.items.map((d): DiskRow => ({
        ...d,
        id: `${d.sledId}:${d.slot}`,
        request: byDisk.get(key(d.diskId)),
      })),
      requestRows: requests.data?.items.map((r): RequestRow => ({
        ...r,
        disk: unadopted.get(key(r.diskId)),
      })),
    }
  }, [disks.data, requests.data])

  // a disk being adopted leaves the unadopted list once the control plane has it
  const adopting = diskRows?.filter((d) => d.request !== undefined) ?? []
  const { refetch: refetchDisks } = disks
  const { refetch: refetchRequests } = requests
  const interval = usePollInterval(adopting.length > 0 ? POLL_MS : 0, {
    data: disks.data,
    answeredAt: disks.fulfilledTimeStamp,
    refetch: refetchDisks,
  })
  useEffect(() => {
    if (!interval) return
    const timer = setInterval(() => {
      void refetchDisks()
      void refetchRequests()
    }, interval)
    return () => clearInterval(timer)
  }, [interval, refetchDisks, refetchRequests])
  // a disk gone from the list while it was being adopted has joined the physical disks (one
  // whose adoption was withdrawn stays in the list)
  const was = useRef(adopting)
  useEffect(() => {
    const still = new Set(disks.data?.items.map((d) => key(d.diskId)))
    const done = was.current.filter((d) => !still.has(key(d.diskId)))
    was.current = adopting
    if (done.length === 0) return
    dispatch(
      systemHardwareApi.util.invalidateTags([
        { type: 'PhysicalDisk', id: LIST },
        { type: 'PhysicalDiskAdoptionRequest', id: LIST },
      ]),
    )
    for (const disk of done) addToast({ content: `Disk ${disk.diskId.serial} adopted` })
  })

  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        Unadopted disks
      </Typography>
      <ListPage
        label="Unadopted disks"
        result={{
          rows: diskRows,
          loading: disks.isLoading,
          error: disks.error,
          refetch: disks.refetch,
          updatedAt: disks.fulfilledTimeStamp,
        }}
        // beside the physical disks' list, which has the URL; a handful of rows, no id of their own
        inUrl={false}
        filterable={false}
        copyId={false}
        columns={diskColumns}
        getRowLabel={(row) => row.diskId.serial}
        rowActions={(row) => [
          {
            label: 'Enable adoption',
            disabledReason: row.request ? 'Its adoption is enabled already' : enableReason,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Enable disk adoption',
                modalContent: (
                  <Typography>
                    Enable adoption of disk <strong>{row.diskId.serial}</strong> in {where(row)}?
                    The control plane formats it and puts it into service: what is on it now is
                    lost, and it stores instance data from then on.
                  </Typography>
                ),
                errorTitle: 'Could not enable adoption',
                actionType: 'primary',
                actionLabel: 'Enable adoption',
                doAction: async () => {
                  const { vendor, model, serial } = row.diskId
                  await enable({ body: { vendor, model, serial } }).unwrap()
                  addToast({ content: `Adoption of disk ${serial} enabled` })
                },
              }),
          },
        ]}
        empty={{ title: 'No unadopted disks', body: 'Every disk the sleds report is in use.' }}
      />
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        Adoption requests
      </Typography>
      <ListPage
        label="Adoption requests"
        result={{
          rows: requestRows,
          loading: requests.isLoading,
          error: requests.error,
          refetch: requests.refetch,
          updatedAt: requests.fulfilledTimeStamp,
        }}
        inUrl={false}
        filterable={false}
        columns={requestColumns}
        getRowLabel={(row) => row.diskId.serial}
        rowActions={(row) => [
          {
            label: 'Withdraw',
            danger: true,
            disabledReason: withdrawReason,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Withdraw disk adoption',
                modalContent: (
                  <Typography>
                    Withdraw the adoption of disk <strong>{row.diskId.serial}</strong>?{' '}
                    {row.disk
                      ? `The control plane does not adopt it: it stays unused in ${where(row.disk)} until its adoption is enabled again.`
                      : 'No sled reports it yet. Once fitted, it stays unused until its adoption is enabled again.'}
                  </Typography>
                ),
                errorTitle: 'Could not withdraw the adoption',
                actionType: 'danger',
                actionLabel: 'Withdraw',
                doAction: async () => {
                  await disable({ path: { physicalDiskAdoptionReqId: row.id } }).unwrap()
                  addToast({ content: `Adoption of disk ${row.diskId.serial} withdrawn` })
                },
              }),
          },
        ]}
        empty={{
          title: 'No adoption requests',
          body: 'Enable adoption of an unadopted disk to put it into service.',
        }}
      />
    </>
  )
}
