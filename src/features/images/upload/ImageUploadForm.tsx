import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import * as yup from 'yup'
import type { BlockSize } from '~/api/generated/types'
import { messageOf } from '~/api/errors'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { addToast, listHighlighting, SideModalForm, ImageFields } from '~/components'
import { BlockSizeField, ImageFileField } from '~/app/uploads/ImportDiskFields'
import { ProgressView } from '~/app/uploads/ImportProgressView'
import { importDiskSchema } from '~/app/uploads/importSchema'
import { generateName } from '~/util/names'
import { imageFieldsSchema, initialImageFields, type ImageFieldValues } from '~/util/imageSchema'
import {
  UPLOAD_PHASE_LABELS,
  UPLOAD_STEP_ACTIONS,
  uploadImage,
  type Leftover,
  type UploadProgress,
} from './uploadImage'
import { useUploadCalls } from './useUploadCalls'

type Values = ImageFieldValues & { file: File | null; blockSize: BlockSize }

const initialValues: Values = { ...initialImageFields, file: null, blockSize: 512 }

// the image's fields, and the file rules of the disk import (required, whole blocks, not too big)
const schema = yup.object(imageFieldsSchema).concat(importDiskSchema.pick(['file', 'blockSize']))

/** What was left behind and why, for the user to remove by hand. */
const leftoverNote = (leftovers: Leftover[]) =>
  leftovers.length === 0
    ? ''
    : ` Could not remove the temporary ${leftovers.map((l) => `${l.what} (${messageOf(l.error)})`).join(' and ')}; delete it from its list.`

/**
 * Spec §2 images-new: an image from a local file, uploaded the way the API takes one (see
 * uploadImage). While it runs one progress bar names the step; Cancel, Escape and closing stop it
 * and remove what it made; a failure says which step failed and keeps the input for a retry.
 */
export function ImageUploadForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const callsFor = useUploadCalls(project)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const running = useRef<AbortController | null>(null)
  const close = () => void navigate(pb.projectImages(project))

  // leaving the page mid-upload stops it (and cleans up) rather than leaving it half done
  useEffect(() => () => running.current?.abort(), [])

  const onSubmit = async (values: Values) => {
    if (!values.file) return // the schema requires it
    setSubmitError(null)
    const controller = new AbortController()
    running.current = controller
    // temporary, named for the image so a leftover is recognisable; suffixed so none clash
    const diskName = generateName(`upload-${values.name}`)
    const result = await uploadImage({
      file: values.file,
      blockSize: values.blockSize,
      snapshotName: generateName(`upload-${values.name}-snap`),
      calls: callsFor(values, diskName),
      signal: controller.signal,
      onProgress: setProgress,
    })
    running.current = null
    setProgress(null)
    switch (result.status) {
      case 'uploaded':
        addToast({
          content: `Image ${result.image.name} created.${leftoverNote(result.leftovers)}`,
        })
        // in place of the form: Back goes to the page before it
        void navigate(listHighlighting(pb.projectImages(project), result.image.name), {
          replace: true,
        })
        return
      case 'cancelled':
        addToast({ variant: 'info', content: `Upload of ${values.name} cancelled` })
        if (result.leftovers.length === 0) close()
        else setSubmitError(`Upload cancelled.${leftoverNote(result.leftovers)}`)
        return
      case 'failed':
        // the fields keep their values (the file too), so the user can fix them and retry
        setSubmitError(
          `Upload failed while ${UPLOAD_STEP_ACTIONS[result.step]}: ${messageOf(result.error)}.${leftoverNote(result.leftovers)}`,
        )
    }
  }

  // while an upload runs, every way of closing the form cancels it first
  const dismiss = () => {
    if (running.current) running.current.abort()
    else close()
  }

  return (
    <SideModalForm<Values>
      title="Upload image"
      submitLabel="Upload image"
      initialValues={initialValues}
      validationSchema={schema}
      loading={progress !== null}
      submitError={submitError}
      onDismiss={dismiss}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <>
          {progress && (
            <ProgressView
              title={`Uploading ${values.name}`}
              step={UPLOAD_PHASE_LABELS[progress.phase]}
              bytesDone={progress.bytesDone}
              totalBytes={progress.totalBytes}
              note={
                progress.phase === 'tidy' || progress.phase === 'done'
                  ? 'The image is made; the temporary disk and snapshot are being removed.'
                  : 'Cancel stops the upload and removes the temporary disk and snapshot.'
              }
            />
          )}
          {/* hidden, not unmounted: the file input keeps the chosen file for a retry */}
          <Box hidden={progress !== null}>
            <Stack spacing={2}>
              <ImageFields />
              <ImageFileField description="A raw disk image, uploaded through a temporary disk that is removed afterwards." />
              <BlockSizeField />
            </Stack>
          </Box>
        </>
      )}
    </SideModalForm>
  )
}
