import { useNavigate } from 'react-router-dom'
import { experimentalApi, useProbeCreateMutation } from '~/api/endpoints/experimental'
import { useSledListQuery } from '~/api/endpoints/systemHardware'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { useIsFleetViewer } from '~/app/session'
import {
  DescriptionField,
  NameField,
  ResourceForm,
  SelectField,
  TextField,
  PoolSelectorFields,
  planRequest,
} from '~/components'
import { initialProbeValues, probeSchema, toProbeCreate, type ProbeValues } from './probeSchema'

/** A fleet viewer picks the sled from the inventory; anyone else types its id. */
function SledField() {
  const fleetViewer = useIsFleetViewer()
  const sleds = useSledListQuery(fleetViewer ? { query: { limit: ALL_PAGES_LIMIT } } : undefined, {
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

/** projects/{project}/probes-new: a probe on a sled, its external address from a pool. */
export function ProbeCreateForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const [create] = useProbeCreateMutation()
  const request = (v: ProbeValues) =>
    planRequest(experimentalApi.endpoints.probeCreate, {
      query: { project },
      body: toProbeCreate(v),
    })
  return (
    <ResourceForm<ProbeValues, { name: string }>
      title="New probe"
      submitLabel="Create probe"
      initialValues={initialProbeValues}
      validationSchema={probeSchema}
      request={request}
      submit={(v) => create(request(v).arg).unwrap()}
      successMessage={(p) => `Probe ${p.name} created`}
      goTo={(p) => pb.probe(project, p.name)}
      onDismiss={() => void navigate(pb.probes(project))}
    >
      <NameField />
      <DescriptionField />
      <SledField />
      <PoolSelectorFields poolDescription="Where the probe's external address comes from" />
    </ResourceForm>
  )
}
