import { useNavigate } from 'react-router-dom'
import { silosApi, useCertificateCreateMutation } from '~/api/endpoints/silos'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  FileContentField,
  listHighlighting,
  NameField,
  ResourceForm,
  planRequest,
} from '~/components'
import {
  blankCertificate,
  certificateSchema,
  type CertificateValues,
} from '~/util/certificateSchema'

/**
 * /certificates-new: a TLS certificate for the silo's external API, from its PEM chain and key
 * files, checked as the silo create form checks them (before anything is sent).
 */
export function CertificateCreateForm() {
  const navigate = useNavigate()
  const [create] = useCertificateCreateMutation()
  const request = (v: CertificateValues) =>
    planRequest(silosApi.endpoints.certificateCreate, {
      body: {
        name: v.name,
        description: v.description,
        service: 'external_api',
        cert: v.cert?.text ?? '',
        key: v.key?.text ?? '',
      },
    })
  return (
    <ResourceForm<CertificateValues, { name: string }>
      title="Add certificate"
      submitLabel="Add certificate"
      initialValues={blankCertificate}
      validationSchema={certificateSchema}
      request={request}
      submit={(v) => create(request(v).arg).unwrap()}
      successMessage={(cert) => `Certificate ${cert.name} added`}
      goTo={(cert) => listHighlighting(pb.certificates(), cert.name)}
      onDismiss={() => void navigate(pb.certificates())}
    >
      <NameField label="Certificate name" />
      <DescriptionField />
      <FileContentField
        name="cert"
        label="Certificate chain (PEM)"
        required
        accept=".pem,.crt,.cer"
        description="The server certificate first, then its intermediates"
      />
      <FileContentField name="key" label="Private key (PEM)" required accept=".pem,.key" />
    </ResourceForm>
  )
}
