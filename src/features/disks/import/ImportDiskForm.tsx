import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useEffect, useRef, useState } from 'react'
import { messageOf } from '~/api/errors'
import { addToast, SideModalForm } from '~/components'
import { ImportDiskFields } from '~/app/uploads/ImportDiskFields'
import {
  diskSizeFor,
  importDisk,
  STEP_ACTIONS,
  type Cleanup,
  type ImportProgress,
} from '~/app/uploads/importDisk'
import { ImportProgressView } from '~/app/uploads/ImportProgressView'
import {
  importDiskSchema,
  initialImportValues,
  type ImportDiskValues,
} from '~/app/uploads/importSchema'
import { importCreateRequest, useImportCalls } from '~/app/uploads/useImportCalls'

/** What the user reads when cleaning up after a stopped import did not remove the disk. */
function leftoverMessage(name: string, cleanup: Cleanup): string {
  if (cleanup.ok) return ''
  return ` The partly imported disk ${name} could not be deleted (${messageOf(cleanup.error)}); it is ${cleanup.disk.state.state}. Delete it from the disks list once it is detached.`
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
      // the first of the import's requests, as importDisk sizes it; the blocks follow
      request={(values) =>
        importCreateRequest(project, values, diskSizeFor(values.file?.size ?? 0), values.blockSize)
      }
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
