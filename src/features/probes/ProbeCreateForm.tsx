import { useNavigate, useParams } from 'react-router-dom'
import { useProbeCreateMutation } from '~/api/endpoints/experimental'
import { useProjectIpPoolListQuery } from '~/api/endpoints/projects'
import { useSledListQuery } from '~/api/endpoints/systemHardware'
import { pb } from '~/app/routes/paths'
import { useIsFleetViewer } from '~/app/session'
import { DescriptionField, NameField, ResourceForm, SelectField, TextField } from '~/components'
import { initialProbeValues, probeSchema, toProbeCreate, type ProbeValues } from './probeSchema'

/** A fleet viewer picks the sled from the inventory; anyone else types its id. */
function SledField() {
  const fleetViewer = useIsFleetViewer()
  const sleds = useSledListQuery(fleetViewer ? { query: { limit: 1000 } } : undefined, {
    skip: !fleetViewer,
  }).data?.items
  if (!fleetViewer || !sleds)
    return (
      <TextField
        name="sled"
        label="Sled"
        required
        description="The sled's ID (a UUID), as an operator gives it"
      />
    )
  return (
    <SelectField
      name="sled"
      label="Sled"
      required
      placeholder="Select a sled"
      options={sleds.map((s) => ({
        value: s.id,
        label: `${s.baseboard.serial} (${s.id})`,
      }))}
      description="The sled the probe runs on"
    />
  )
}

function PoolField() {
  const pools = useProjectIpPoolListQuery({ query: { limit: 1000 } }).data?.items ?? []
  return (
    <SelectField
      name="pool"
      label="IP pool"
      placeholder="The silo's default pool"
      options={pools.map((p) => ({
        value: p.name,
        label: p.isDefault ? `${p.name} (default)` : p.name,
      }))}
      description="Where the probe's external address comes from"
    />
  )
}

/** projects/{project}/probes-new: a probe on a sled, its external address from a pool. */
export function ProbeCreateForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const [create] = useProbeCreateMutation()
  return (
    <ResourceForm<ProbeValues, { name: string }>
      title="New probe"
      submitLabel="Create probe"
      initialValues={initialProbeValues}
      validationSchema={probeSchema}
      submit={(v) => create({ query: { project }, body: toProbeCreate(v) }).unwrap()}
      successMessage={(p) => `Probe ${p.name} created`}
      goTo={(p) => pb.probe(project, p.name)}
      onDismiss={() => void navigate(pb.probes(project))}
    >
      <NameField />
      <DescriptionField />
      <SledField />
      <PoolField />
    </ResourceForm>
  )
}
