import { useState } from 'react'
import * as yup from 'yup'
import { useImageDemoteMutation, imagesApi } from '~/api/endpoints/images'
import { useProjectListQuery } from '~/api/endpoints/projects'
import { messageOf } from '~/api/errors'
import type { Image } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  listHighlighting,
  SelectField,
  SideModalForm,
  useSubmitError,
  planRequest,
} from '~/components'
import { requiredMessage } from '~/util/validation'

type Values = { project: string }

const schema = yup.object({ project: yup.string().required(requiredMessage('Project')) })

/** The first option of the picker: what to do, or why there is nothing to pick. */
function placeholder(loading: boolean, error: unknown, count: number) {
  if (loading) return 'Loading…'
  if (error !== undefined) return 'Could not load the projects'
  return count === 0 ? 'No projects' : 'Select a project'
}

/**
 * Demote a silo image into one project: it leaves the silo's list and becomes that project's
 * image. A side modal over /images.
 */
export function DemoteImageForm({ image, onDismiss }: { image: Image; onDismiss: () => void }) {
  const [demote] = useImageDemoteMutation()
  const request = ({ project }: Values) =>
    planRequest(imagesApi.endpoints.imageDemote, {
      path: { image: image.id },
      query: { project },
    })
  const projects = useProjectListQuery(WHOLE_LIST)
  const items = projects.data?.items ?? []
  const [sending, setSending] = useState(false)
  const { submitError, onSubmit } = useSubmitError(async ({ project }: Values) => {
    setSending(true)
    try {
      await demote(request({ project }).arg).unwrap()
    } finally {
      setSending(false)
    }
    const link = listHighlighting(pb.projectImages(project), image.name)
    addToast({
      content: `Image ${image.name} demoted to project ${project}`,
      cta: { text: `View images of ${project}`, link: `${link.pathname}${link.search}` },
    })
    onDismiss()
  })

  return (
    <SideModalForm<Values>
      title="Demote image"
      subtitle={`Move ${image.name} from the silo into one project`}
      submitLabel="Demote"
      gateAction="demote images"
      initialValues={{ project: '' }}
      validationSchema={schema}
      loading={sending}
      submitError={submitError}
      onSubmit={onSubmit}
      request={request}
      onDismiss={onDismiss}
    >
      <SelectField
        name="project"
        label="Project"
        required
        placeholder={placeholder(projects.isLoading, projects.error, items.length)}
        description={
          projects.error === undefined
            ? 'The image becomes this project’s image; other projects no longer see it.'
            : messageOf(projects.error)
        }
        options={items.map((p) => ({ value: p.name, label: p.name }))}
      />
    </SideModalForm>
  )
}
