import { api } from '../api'
import { snapshotsEndpoints } from '../generated/endpoints/snapshots'
import { ifSucceeded, invalidatesItem, LIST, providesItem, providesList, UTILIZATION } from './tags'

export const snapshotsApi = api
  .injectEndpoints({ endpoints: snapshotsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      snapshotList: { providesTags: providesList('Snapshot') },
      // the disk it was taken of (its view shows what it is doing), and the storage it provisions
      snapshotCreate: {
        invalidatesTags: (_snapshot, error, arg) =>
          ifSucceeded(error, [
            { type: 'Snapshot', id: LIST },
            { type: 'Disk', id: arg.body.disk },
            ...UTILIZATION,
          ]),
      },
      snapshotView: { providesTags: providesItem('Snapshot', 'snapshot') },
      snapshotDelete: { invalidatesTags: invalidatesItem('Snapshot', 'snapshot', ...UTILIZATION) },
    },
  })

export const {
  useSnapshotListQuery,
  useSnapshotCreateMutation,
  useSnapshotViewQuery,
  useSnapshotDeleteMutation,
} = snapshotsApi
