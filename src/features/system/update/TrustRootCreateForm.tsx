import { useNavigate } from 'react-router-dom'
import {
  systemUpdateApi,
  useSystemUpdateTrustRootCreateMutation,
} from '~/api/endpoints/systemUpdate'
import { pb } from '~/app/routes/paths'
import { FileContentField, ResourceForm, TextField, planRequest } from '~/components'
import { rootRoleText, trustRootSchema, type TrustRootValues } from './trustRootSchema'

const initialValues: TrustRootValues = { text: '', file: null }

/** system/update/trust-roots-new: a TUF root role, pasted or from its file (root.json). */
export function TrustRootCreateForm() {
  const navigate = useNavigate()
  const [create] = useSystemUpdateTrustRootCreateMutation()
  const request = (values: TrustRootValues) =>
    planRequest(systemUpdateApi.endpoints.systemUpdateTrustRootCreate, {
      body: JSON.parse(rootRoleText(values)) as unknown,
    })
  return (
    <ResourceForm
      title="Add trust root"
      submitLabel="Add trust root"
      initialValues={initialValues}
      validationSchema={trustRootSchema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
      successMessage={() => 'Trust root added'}
      goTo={() => pb.trustRoots()}
      onDismiss={() => void navigate(pb.trustRoots())}
    >
      <FileContentField
        name="file"
        label="Root role file"
        accept=".json,application/json"
        description="root.json of the release's TUF repository; or paste it below"
      />
      <TextField
        name="text"
        label="Root role"
        multiline
        rows={10}
        description="The root role as JSON, when no file is chosen"
      />
    </ResourceForm>
  )
}
