import { api } from '../api'
import { disksEndpoints } from '../generated/endpoints/disks'
import {
  ifSucceeded,
  invalidatesItem,
  invalidatesList,
  LIST,
  providesItem,
  providesList,
  UTILIZATION,
} from './tags'

// An import's start, stop and finalize move the disk through its import states (spec §4), which
// its view and every list show.
const importStep = invalidatesItem('Disk', 'disk')

export const disksApi = api.injectEndpoints({ endpoints: disksEndpoints }).enhanceEndpoints({
  endpoints: {
    diskList: { providesTags: providesList('Disk') },
    // a disk provisions storage
    diskCreate: { invalidatesTags: invalidatesList('Disk', ...UTILIZATION) },
    diskView: { providesTags: providesItem('Disk', 'disk') },
    diskDelete: { invalidatesTags: invalidatesItem('Disk', 'disk', ...UTILIZATION) },
    diskBulkWriteImportStart: { invalidatesTags: importStep },
    diskBulkWriteImportStop: { invalidatesTags: importStep },
    // finalizing may also take a snapshot of the imported disk
    diskFinalizeImport: {
      invalidatesTags: (result, error, arg) => [
        ...importStep(result, error, arg),
        ...ifSucceeded(error, arg.body.snapshotName ? [{ type: 'Snapshot', id: LIST }] : []),
      ],
    },
    // diskBulkWriteImport invalidates nothing: a chunk of blocks changes no field the API shows,
    // and refetching the disk after each of thousands of chunks would flood the server.
  },
})

export const {
  useDiskListQuery,
  useDiskCreateMutation,
  useDiskViewQuery,
  useDiskDeleteMutation,
  useDiskBulkWriteImportStartMutation,
  useDiskBulkWriteImportMutation,
  useDiskBulkWriteImportStopMutation,
  useDiskFinalizeImportMutation,
} = disksApi
