import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useEffect, useRef, useState } from 'react'
import {
  disksApi,
  useDiskBulkWriteImportMutation,
  useDiskBulkWriteImportStartMutation,
  useDiskBulkWriteImportStopMutation,
  useDiskCreateMutation,
  useDiskDeleteMutation,
  useDiskFinalizeImportMutation,
} from '~/api/endpoints/disks'
import { messageOf } from '~/api/errors'
import type { Disk } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { addToast, SideModalForm, unwrapOutcome } from '~/components'
import { requestDiskAction } from '~/state/machines'
import { ImportDiskFields } from './ImportDiskFields'
import {
  importDisk,
  STEP_ACTIONS,
  type Cleanup,
  type ImportCalls,
  type ImportProgress,
} from './importDisk'
import { ImportProgressView } from './ImportProgressView'
import { importDiskSchema, initialImportValues, type ImportDiskValues } from './importSchema'

/** What the user reads when cleaning up after a stopped import did not remove the disk. */
function leftoverMessage(name: string, cleanup: Cleanup): string {
  if (cleanup.ok) return ''
  return ` The partly imported disk ${name} could not be deleted (${messageOf(cleanup.error)}); it is ${cleanup.disk.state.state}. Delete it from the disks list once it is detached.`
}

/** The endpoints an import calls; disks are addressed by id, which needs no project. */
function useImportCalls(project: string) {
  const dispatch = useAppDispatch()
  const [createDisk] = useDiskCreateMutation()
  const [startWrites] = useDiskBulkWriteImportStartMutation()
  const [write] = useDiskBulkWriteImportMutation()
  const [stopWrites] = useDiskBulkWriteImportStopMutation()
  const [finalize] = useDiskFinalizeImportMutation()
  const [deleteDisk] = useDiskDeleteMutation()
  return (values: ImportDiskValues): ImportCalls => ({
    create: ({ size, blockSize }) =>
      createDisk({
        query: { project },
        body: {
          name: values.name,
          description: values.description,
          size,
          diskSource: { type: 'importing_blocks', blockSize },
        },
      }).unwrap(),
    start: (disk) => startWrites({ path: { disk: disk.id } }).unwrap(),
    write: (disk, body) => write({ path: { disk: disk.id }, body }).unwrap(),
    stop: (disk) => stopWrites({ path: { disk: disk.id } }).unwrap(),
    finalize: (disk, snapshotName) =>
      finalize({ path: { disk: disk.id }, body: snapshotName ? { snapshotName } : {} }).unwrap(),
    // Always asked anew. Subscribed until answered: an invalidation processed meanwhile (RTK
    // delays them while queries run, e.g. finalize's) would drop an unsubscribed entry, and
    // unwrap, which reads the entry, would then give undefined.
    view: async (disk: Disk) => {
      const request = dispatch(
        disksApi.endpoints.diskView.initiate({ path: { disk: disk.id } }, { forceRefetch: true }),
      )
      try {
        return await request.unwrap()
      } finally {
        request.unsubscribe()
      }
    },
    // through the machine like every delete (spec §4: only detached or faulted)
    remove: (disk) =>
      dispatch(
        requestDiskAction('delete', disk, () => deleteDisk({ path: { disk: disk.id } }).unwrap()),
      ).then(unwrapOutcome),
  })
}

/**
 * Import a disk from a local raw image file (issue #4 §3): creates a disk for import, writes the
 * file into it in bulk-write chunks, then finalizes it. While it runs the form shows its progress;
 * Cancel (and Escape, and closing) stop it and delete the partly imported disk.
 */
export function ImportDiskForm({ project, onDismiss }: { project: string; onDismiss: () => void }) {
  const callsFor = useImportCalls(project)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const running = useRef<AbortController | null>(null)

  // Leaving the page mid-import stops it (and cleans up) rather than leaving it half done.
  useEffect(() => () => running.current?.abort(), [])

  const onSubmit = async (values: ImportDiskValues) => {
    if (!values.file) return // the schema requires it
    setSubmitError(null)
    const controller = new AbortController()
    running.current = controller
    const result = await importDisk({
      file: values.file,
      blockSize: values.blockSize,
      snapshotName: values.snapshotName || undefined,
      calls: callsFor(values),
      signal: controller.signal,
      onProgress: setProgress,
    })
    running.current = null
    setProgress(null)
    switch (result.status) {
      case 'imported':
        addToast({ content: `Disk ${values.name} imported` })
        onDismiss()
        return
      case 'cancelled':
        addToast({ content: `Import of ${values.name} cancelled` })
        if (result.cleanup.ok) onDismiss()
        else setSubmitError(`Import cancelled.${leftoverMessage(values.name, result.cleanup)}`)
        return
      case 'failed':
        // the fields keep their values, so the user can fix them and try again
        setSubmitError(
          `Import failed while ${STEP_ACTIONS[result.step]}: ${messageOf(result.error)}${leftoverMessage(values.name, result.cleanup)}`,
        )
    }
  }

  // While an import runs, every way of closing the form cancels it first.
  const dismiss = () => {
    if (running.current) running.current.abort()
    else onDismiss()
  }

  return (
    <SideModalForm
      title="Import disk"
      submitLabel="Import disk"
      initialValues={initialImportValues}
      validationSchema={importDiskSchema}
      loading={progress !== null}
      submitError={submitError}
      onDismiss={dismiss}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <>
          {progress && <ImportProgressView name={values.name} progress={progress} />}
          {/* hidden, not unmounted: the file input keeps the chosen file for a retry */}
          <Box hidden={progress !== null}>
            <Stack spacing={2}>
              <ImportDiskFields />
            </Stack>
          </Box>
        </>
      )}
    </SideModalForm>
  )
}
