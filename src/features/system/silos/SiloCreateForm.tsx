import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import { systemSilosApi, useSiloCreateMutation } from '~/api/endpoints/systemSilos'
import type { SiloRole } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  CheckboxField,
  CheckboxListField,
  DescriptionField,
  NameField,
  RadioGroupField,
  ResourceForm,
  TextField,
  planRequest,
} from '~/components'
import { CertificateFields } from './CertificateFields'
import { FLEET_ROLES, IDENTITY_MODES, SILO_ROLES } from './labels'
import { QuotaFields } from './QuotaFields'
import { initialSiloCreateValues, siloCreateSchema, toSiloCreate } from './siloSchema'

// in a row under each silo role's legend, which says they are fleet roles
const fleetRoleItems = FLEET_ROLES.map((r) => ({
  value: r,
  label: r.charAt(0).toUpperCase() + r.slice(1),
}))
const siloRoleHolders: Record<SiloRole, string> = {
  admin: 'Silo admins',
  collaborator: 'Silo collaborators',
  limited_collaborator: 'Silo limited collaborators',
  viewer: 'Silo viewers',
}

const Section = ({ title }: { title: string }) => (
  <Typography variant="h3" component="h3" sx={{ pt: 1 }}>
    {title}
  </Typography>
)

/** Spec §2 system/silos-new: a silo with its identity mode, fleet roles, quotas and certificates. */
export function SiloCreateForm() {
  const navigate = useNavigate()
  const [createSilo] = useSiloCreateMutation()
  const request = (values: typeof initialSiloCreateValues) =>
    planRequest(systemSilosApi.endpoints.siloCreate, { body: toSiloCreate(values) })
  return (
    <ResourceForm
      title="Create silo"
      submitLabel="Create silo"
      initialValues={initialSiloCreateValues}
      validationSchema={siloCreateSchema}
      request={request}
      submit={(values) => createSilo(request(values).arg).unwrap()}
      successMessage={(silo) => `Silo ${silo.name} created`}
      goTo={(silo) => pb.silo(silo.name)}
      onDismiss={() => void navigate(pb.silos())}
    >
      <NameField />
      <DescriptionField />
      <CheckboxField name="discoverable" label="Discoverable: listed among the fleet's silos" />
      <RadioGroupField name="identityMode" label="Identity mode" choices={IDENTITY_MODES} />
      <TextField
        name="adminGroupName"
        label="Admin group name"
        autoComplete="off"
        description="Optional: a group made with the silo whose members are its admins"
      />
      <Section title="Fleet roles" />
      <Typography variant="body2" color="text.secondary">
        Fleet roles the holders of each silo role also get.
      </Typography>
      {SILO_ROLES.map((role) => (
        <CheckboxListField
          key={role}
          name={`fleetRoles.${role}`}
          label={`${siloRoleHolders[role]} get fleet role`}
          items={fleetRoleItems}
          row
        />
      ))}
      <Section title="Quotas" />
      <QuotaFields />
      <Section title="TLS certificates" />
      <CertificateFields />
    </ResourceForm>
  )
}
