import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  systemSilosApi,
  useSamlIdentityProviderCreateMutation,
  useSiloViewQuery,
} from '~/api/endpoints/systemSilos'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  FileContentField,
  NameField,
  RadioGroupField,
  ResourceForm,
  TextField,
  planRequest,
} from '~/components'
import {
  acsUrlFor,
  idpCreateSchema,
  initialIdpValues,
  toIdpCreate,
  type IdpCreateValues,
} from './idpSchema'

/**
 * The ACS URL is the provider's sign-in page, so it follows the name as it is typed, until the
 * user writes an ACS URL of their own.
 */
function AcsUrlFollowsName({ silo }: { silo: string }) {
  const { values, setFieldValue } = useFormikContext<IdpCreateValues>()
  const previous = useRef(values.name)
  useEffect(() => {
    const before = acsUrlFor(window.location.origin, silo, previous.current)
    previous.current = values.name
    const next = acsUrlFor(window.location.origin, silo, values.name)
    if (values.acsUrl === before && next !== before) void setFieldValue('acsUrl', next)
  }, [values.name, values.acsUrl, silo, setFieldValue])
  return null
}

const METADATA_SOURCES = [
  { value: 'url', label: 'From a URL' },
  { value: 'file', label: 'Upload an XML file' },
]

/** Spec §2 system/silos/{silo}/idps-new: a SAML identity provider for the silo. */
export function IdpCreateForm() {
  const { silo: siloName } = useRouteParams('silo')
  const navigate = useNavigate()
  const { data: silo } = useSiloViewQuery({ path: { silo: siloName } })
  const [createIdp] = useSamlIdentityProviderCreateMutation()
  if (!silo) return null
  const request = (values: IdpCreateValues) =>
    planRequest(systemSilosApi.endpoints.samlIdentityProviderCreate, {
      query: { silo: silo.id },
      body: toIdpCreate(values),
    })
  return (
    <ResourceForm
      title="Create identity provider"
      subtitle={`SAML, for silo ${silo.name}`}
      submitLabel="Create provider"
      initialValues={initialIdpValues(acsUrlFor(window.location.origin, silo.name, ''))}
      validationSchema={idpCreateSchema}
      request={request}
      submit={(values) => createIdp(request(values).arg).unwrap()}
      successMessage={(idp) => `Identity provider ${idp.name} created`}
      // the silo's providers, the new one among them: its read-only view is a modal, which
      // would hide the success toast from screen readers (aria-hidden behind the modal)
      goTo={() => pb.silo(silo.name)}
      onDismiss={() => void navigate(pb.silo(silo.name))}
    >
      {({ values }) => (
        <>
          <AcsUrlFollowsName silo={silo.name} />
          <NameField />
          <DescriptionField />
          <TextField
            name="acsUrl"
            label="ACS URL"
            required
            autoComplete="off"
            description="Where the identity provider sends its answer: this console's sign-in page for the provider"
          />
          <TextField name="idpEntityId" label="IdP entity ID" required autoComplete="off" />
          <TextField name="spClientId" label="SP client ID" required autoComplete="off" />
          <TextField
            name="technicalContactEmail"
            label="Technical contact email"
            type="email"
            required
            autoComplete="off"
          />
          <TextField
            name="sloUrl"
            label="SLO URL"
            required
            autoComplete="off"
            description="Where the identity provider sends sign-out requests"
          />
          <TextField
            name="groupAttributeName"
            label="Group attribute name"
            autoComplete="off"
            description="Optional: the SAML attribute listing a user's groups"
          />
          <RadioGroupField name="metadataSource" label="Metadata" choices={METADATA_SOURCES} />
          {values.metadataSource === 'url' ? (
            <TextField name="metadataUrl" label="Metadata URL" required autoComplete="off" />
          ) : (
            <FileContentField
              name="metadataFile"
              label="Metadata file (XML)"
              required
              accept=".xml,application/xml,text/xml"
            />
          )}
          <FileContentField
            name="signingCert"
            label="Signing certificate"
            accept=".pem,.crt,.cer,.der"
            description="Optional, with its key: a certificate, PEM or DER"
          />
          <FileContentField
            name="signingKey"
            label="Signing key"
            accept=".pem,.key,.der"
            description="Optional, with its certificate: an RSA private key (PKCS#1), PEM or DER"
          />
        </>
      )}
    </ResourceForm>
  )
}
