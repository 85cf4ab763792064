import { useNavigate } from 'react-router-dom'
import {
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpConfigCreateMutation,
} from '~/api/endpoints/systemNetworking'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm, SelectField, TextField } from '~/components'
import { blankBgpConfig, bgpConfigSchema, toBgpConfigCreate } from './bgpConfigSchema'

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
    </ResourceForm>
  )
}
