import {
  useSupportBundleUpdateMutation,
  systemSupportBundlesApi,
} from '~/api/endpoints/systemSupportBundles'
import type { SupportBundleInfo } from '~/api/generated/types'
import { ResourceForm, TextField, planRequest } from '~/components'

type CommentValues = { comment: string }

/**
 * The operator's note on a bundle (what it was collected for, a support case number): the one
 * thing about a bundle the API lets the user change. An empty note clears it.
 */
export function SupportBundleCommentForm({
  bundle,
  onDismiss,
}: {
  bundle: SupportBundleInfo
  onDismiss: () => void
}) {
  const [update] = useSupportBundleUpdateMutation()
  const request = ({ comment }: CommentValues) =>
    planRequest(systemSupportBundlesApi.endpoints.supportBundleUpdate, {
      path: { bundleId: bundle.id },
      body: { userComment: comment.trim() === '' ? null : comment.trim() },
    })
  return (
    <ResourceForm<CommentValues, SupportBundleInfo>
      title="Edit comment"
      subtitle={`Support bundle ${bundle.id}`}
      submitLabel="Save comment"
      initialValues={{ comment: bundle.userComment ?? '' }}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={() => 'Support bundle comment saved'}
      onDismiss={onDismiss}
      gateAction="edit a support bundle's comment"
    >
      <TextField
        name="comment"
        label="Comment"
        multiline
        rows={4}
        description="A note for whoever reads the bundle, such as the support case it is for"
      />
    </ResourceForm>
  )
}
