import * as yup from 'yup'
import { useNavigate } from 'react-router-dom'
import {
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpConfigCreateMutation,
  useNetworkingBgpConfigUpdateMutation,
} from '~/api/endpoints/systemNetworking'
import type { BgpConfig } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm, SelectField, TextField } from '~/components'
import { MAX_MAX_PATHS, MIN_MAX_PATHS } from '../numbers'
import {
  bgpConfigSchema,
  bgpConfigValues,
  blankBgpConfig,
  toBgpConfigCreate,
  toBgpConfigUpdate,
} from './bgpConfigSchema'

function MaxPathsField() {
  return (
    <TextField
      name="maxPaths"
      label="Maximum paths"
      required
      autoComplete="off"
      description={`Equal-cost best paths used at once, ${MIN_MAX_PATHS} to ${MAX_MAX_PATHS}; 1 turns multipath off`}
    />
  )
}

/** system/networking/bgp/configs-new: a BGP configuration over an announce set. */
export function BgpConfigCreateForm() {
  const navigate = useNavigate()
  const [createConfig] = useNetworkingBgpConfigCreateMutation()
  const { data: sets, isLoading } = useNetworkingBgpAnnounceSetListQuery()
  return (
    <ResourceForm
      title="Create BGP configuration"
      submitLabel="Create BGP configuration"
      initialValues={blankBgpConfig}
      validationSchema={bgpConfigSchema}
      submit={(values) => createConfig({ body: toBgpConfigCreate(values) }).unwrap()}
      successMessage={(c) => `BGP configuration ${c.name} created`}
      goTo={() => pb.bgpConfigs()}
      onDismiss={() => void navigate(pb.bgpConfigs())}
    >
      <NameField />
      <DescriptionField />
      <TextField
        name="asn"
        label="ASN"
        required
        autoComplete="off"
        description="The rack’s autonomous system number, 0 to 4294967295"
      />
      <TextField
        name="vrf"
        label="VRF"
        autoComplete="off"
        description="Optional: the virtual routing and forwarding instance the sessions run in"
      />
      <SelectField
        name="announceSet"
        label="Announce set"
        required
        placeholder={isLoading ? 'Loading announce sets…' : 'Select an announce set'}
        options={(sets ?? []).map((s) => ({ value: s.name, label: s.name }))}
        description={
          sets?.length === 0
            ? 'There are no announce sets yet: create one on the Announce sets tab first'
            : 'The networks this configuration originates'
        }
      />
      <MaxPathsField />
    </ResourceForm>
  )
}

// The API does not say which announce set a configuration uses: the edit leaves it as it is
// unless one is chosen.
const editSchema = bgpConfigSchema.shape({ announceSet: yup.string() })

/**
 * Editing a BGP configuration from its row: its name, description, maximum paths and announce
 * set. Its ASN and VRF are what its sessions run as, fixed once it exists.
 */
export function BgpConfigEditForm({
  config,
  onDismiss,
}: {
  config: BgpConfig
  onDismiss: () => void
}) {
  const [updateConfig] = useNetworkingBgpConfigUpdateMutation()
  const { data: sets, isLoading } = useNetworkingBgpAnnounceSetListQuery()
  const initialValues = bgpConfigValues(config, '')
  return (
    <ResourceForm
      title="Edit BGP configuration"
      subtitle={`AS ${config.asn}${config.vrf ? `, VRF ${config.vrf}` : ''}`}
      submitLabel="Save BGP configuration"
      initialValues={initialValues}
      validationSchema={editSchema}
      submit={(values) =>
        updateConfig({
          query: { nameOrId: config.id },
          body: toBgpConfigUpdate(initialValues, values),
        }).unwrap()
      }
      successMessage={(c) => `BGP configuration ${c.name} saved`}
      onDismiss={onDismiss}
    >
      <NameField />
      <DescriptionField />
      <SelectField
        name="announceSet"
        label="Announce set"
        placeholder={isLoading ? 'Loading announce sets…' : 'Keep the current announce set'}
        options={(sets ?? []).map((s) => ({ value: s.name, label: s.name }))}
        description="Optional: another set of networks for this configuration to originate"
      />
      <MaxPathsField />
    </ResourceForm>
  )
}
