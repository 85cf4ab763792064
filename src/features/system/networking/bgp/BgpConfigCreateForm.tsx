import { notFoundError } from '~/api/errors'
import { useNavigate } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpConfigCreateMutation,
  useNetworkingBgpConfigUpdateMutation,
} from '~/api/endpoints/systemNetworking'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  NameField,
  QueryError,
  ResourceForm,
  SelectField,
  Spinner,
  TextField,
  planRequest,
} from '~/components'
import { MAX_MAX_PATHS, MIN_MAX_PATHS } from '../numbers'
import {
  bgpConfigEditSchema,
  bgpConfigSchema,
  bgpConfigValues,
  blankBgpConfig,
  toBgpConfigCreate,
  toBgpConfigUpdate,
} from './bgpConfigSchema'
import { bgpConfigsView } from './bgpConfigViews'

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
  const request = (values: typeof blankBgpConfig) =>
    planRequest(systemNetworkingApi.endpoints.networkingBgpConfigCreate, {
      body: toBgpConfigCreate(values),
    })
  const { data: sets, isLoading } = useNetworkingBgpAnnounceSetListQuery()
  return (
    <ResourceForm
      title="Create BGP configuration"
      submitLabel="Create BGP configuration"
      initialValues={blankBgpConfig}
      validationSchema={bgpConfigSchema}
      request={request}
      submit={(values) => createConfig(request(values).arg).unwrap()}
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

/**
 * system/networking/bgp/configs/{bgpConfig}/edit: a configuration's name, description, maximum
 * paths and announce set. Its ASN and VRF are what its sessions run as, fixed once it exists.
 */
export function BgpConfigEditForm() {
  const { bgpConfig: key } = useRouteParams('bgpConfig')
  const navigate = useNavigate()
  const [updateConfig] = useNetworkingBgpConfigUpdateMutation()
  const { data: sets, isLoading } = useNetworkingBgpAnnounceSetListQuery()
  const configs = bgpConfigsView.useView()
  const config = configs.data?.items.find((c) => c.name === key || c.id === key)
  // The API's refusal is said here, with Retry, as the announce set's edit form does.
  if (configs.error !== undefined) {
    return (
      <QueryError what="the BGP configuration" error={configs.error} onRetry={configs.refetch} />
    )
  }
  // one the list does not hold: Page not found (the API has no view of one configuration)
  if (configs.data && !config) throw notFoundError()
  if (!config) return <Spinner />
  const initialValues = bgpConfigValues(config, '')
  const request = (values: typeof initialValues) =>
    planRequest(systemNetworkingApi.endpoints.networkingBgpConfigUpdate, {
      query: { nameOrId: config.id },
      body: toBgpConfigUpdate(initialValues, values),
    })
  return (
    <ResourceForm
      title="Edit BGP configuration"
      subtitle={`AS ${config.asn}${config.vrf ? `, VRF ${config.vrf}` : ''}`}
      submitLabel="Save BGP configuration"
      initialValues={initialValues}
      validationSchema={bgpConfigEditSchema}
      request={request}
      submit={(values) => updateConfig(request(values).arg).unwrap()}
      successMessage={(c) => `BGP configuration ${c.name} saved`}
      goTo={() => pb.bgpConfigs()}
      onDismiss={() => void navigate(pb.bgpConfigs())}
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
