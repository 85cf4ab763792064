import { useFormikContext } from 'formik'
import * as yup from 'yup'
import {
  useInstanceMulticastGroupJoinMutation,
  useMulticastGroupListQuery,
  experimentalApi,
} from '~/api/endpoints/experimental'
import type { Instance, IpVersion, MulticastGroup } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { RadioGroupField, ResourceForm, SelectField, TextField, planRequest } from '~/components'
import { parseIp } from '~/util/ip'
import { nameSchema, requiredMessage } from '~/util/validation'

type How = 'existing' | 'name' | 'address'

type Values = {
  how: How
  /** an existing group, by id: joining by id never makes a group */
  group: string
  name: string
  ipVersion: '' | IpVersion
  address: string
  /** source IPs, separated by commas or spaces */
  sources: string
}

const HOW_CHOICES = [
  { value: 'existing', label: 'An existing group' },
  {
    value: 'name',
    label: 'A new group by name',
    description: 'Made with the next address of the silo’s multicast pool',
  },
  {
    value: 'address',
    label: 'A group by address',
    description: 'The group holding that address, or a new one with it',
  },
]

const VERSION_OPTIONS = [
  { value: '', label: 'The silo’s default' },
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
]

/** The API takes at most this many source IPs for one member. */
const MAX_SOURCES = 64

const MULTICAST_MESSAGES = {
  notMulticast: 'Must be a multicast address (224.0.0.0/4 or ff00::/8)',
  ssmNeedsSources: 'An SSM address (232.0.0.0/8 or ff3x::/32) needs at least one source IP',
  tooManySources: `At most ${MAX_SOURCES} source IPs`,
  otherVersion: 'Sources must be of the group’s IP version',
} as const

const splitSources = (text: string) => text.split(/[\s,]+/).filter(Boolean)

const isV6 = (ip: string) => ip.includes(':')
const isMulticast = (ip: string) =>
  isV6(ip) ? /^ff/i.test(ip) : Number(ip.split('.')[0]) >= 224 && Number(ip.split('.')[0]) <= 239
/** Source-specific multicast: 232.0.0.0/8, ff3x::/32. */
const isSsm = (ip: string) => (isV6(ip) ? /^ff3[0-9a-f]:/i.test(ip) : ip.split('.')[0] === '232')

/**
 * The group's address when the form knows it: the picked group's, or the one typed. Read from
 * what yup validates, where formik has made an empty field undefined.
 */
function groupAddress(values: Partial<Values>, groups: readonly MulticastGroup[]) {
  if (values.how === 'existing') return groups.find((g) => g.id === values.group)?.multicastIp
  const typed = values.how === 'address' ? (values.address ?? '').trim() : ''
  return typed && parseIp(typed).type !== 'error' ? typed : undefined
}

const schemaFor = (groups: readonly MulticastGroup[]) =>
  yup.object({
    group: yup.string().when('how', {
      is: 'existing',
      then: (s) => s.required(requiredMessage('Group')),
    }),
    name: yup.string().when('how', { is: 'name', then: () => nameSchema() }),
    address: yup.string().when('how', {
      is: 'address',
      then: (s) =>
        s
          .trim()
          .required(requiredMessage('Address'))
          .test('address', function (value) {
            if (!value) return true
            const ip = parseIp(value)
            if (ip.type === 'error') return this.createError({ message: ip.message })
            return (
              isMulticast(value) || this.createError({ message: MULTICAST_MESSAGES.notMulticast })
            )
          }),
    }),
    sources: yup.string().test('sources', function (value) {
      const sources = splitSources(value ?? '')
      const bad = sources.find((s) => parseIp(s).type === 'error')
      if (bad) return this.createError({ message: `Not a valid IP address: ${bad}` })
      if (sources.length > MAX_SOURCES)
        return this.createError({ message: MULTICAST_MESSAGES.tooManySources })
      const address = groupAddress(this.parent as Partial<Values>, groups)
      if (address && sources.some((s) => isV6(s) !== isV6(address)))
        return this.createError({ message: MULTICAST_MESSAGES.otherVersion })
      if (address && isSsm(address) && sources.length === 0)
        return this.createError({ message: MULTICAST_MESSAGES.ssmNeedsSources })
      return true
    }),
  })

/** The field of the chosen way to name the group. */
function GroupFields({ groups }: { groups: readonly MulticastGroup[] | undefined }) {
  const { values } = useFormikContext<Values>()
  if (values.how === 'name') {
    return (
      <>
        <TextField name="name" label="Group name" required autoComplete="off" />
        <SelectField
          name="ipVersion"
          label="IP version"
          options={VERSION_OPTIONS}
          description="Needed only when the silo has default multicast pools of both versions"
        />
      </>
    )
  }
  if (values.how === 'address') {
    return (
      <TextField
        name="address"
        label="Address"
        required
        autoComplete="off"
        description="A multicast address of a pool linked to the silo, e.g. 224.10.0.9"
      />
    )
  }
  const options = (groups ?? []).map((g) => ({
    value: g.id,
    label: `${g.name} (${g.multicastIp})`,
  }))
  return (
    <SelectField
      name="group"
      label="Group"
      required
      placeholder={groups && options.length === 0 ? 'No other group to join' : 'Select a group'}
      options={options}
      description={groups ? undefined : 'Loading groups…'}
    />
  )
}

type Props = {
  instance: Instance
  /** ids of the groups the instance is in already: not offered */
  memberOf: ReadonlySet<string>
  onDismiss: () => void
}

const groupKey = (values: Values) =>
  values.how === 'existing'
    ? values.group
    : values.how === 'name'
      ? values.name
      : values.address.trim()

/**
 * Join a multicast group: one of the fleet's groups, or by a name or address, which makes the
 * group when none holds it (the API's rule). An instance of any state joins; it receives the
 * group's traffic while it runs.
 */
export function JoinMulticastGroupForm({ instance, memberOf, onDismiss }: Props) {
  const { data } = useMulticastGroupListQuery({ query: { limit: ALL_PAGES_LIMIT } })
  const groups = data?.items.filter((g) => !memberOf.has(g.id))
  const [join] = useInstanceMulticastGroupJoinMutation()
  const request = (values: Values) => {
    const sources = splitSources(values.sources)
    return planRequest(experimentalApi.endpoints.instanceMulticastGroupJoin, {
      path: { instance: instance.id, multicastGroup: groupKey(values) },
      body: {
        sourceIps: sources.length ? sources : null,
        ipVersion: values.how === 'name' && values.ipVersion ? values.ipVersion : null,
      },
    })
  }
  const submit = async (values: Values) => {
    const key = groupKey(values)
    await join(request(values).arg).unwrap()
    return values.how === 'existing'
      ? (groups?.find((g) => g.id === values.group)?.name ?? key)
      : key
  }
  return (
    <ResourceForm
      title="Join multicast group"
      subtitle={instance.name}
      submitLabel="Join group"
      initialValues={{
        how: 'existing',
        group: '',
        name: '',
        ipVersion: '',
        address: '',
        sources: '',
      }}
      validationSchema={schemaFor(groups ?? [])}
      request={request}
      submit={submit}
      successMessage={(group) => `${instance.name} joined ${group}`}
      gateAction="change this instance's multicast groups"
      onDismiss={onDismiss}
    >
      <RadioGroupField name="how" label="Group" choices={HOW_CHOICES} />
      <GroupFields groups={groups} />
      <TextField
        name="sources"
        label="Source IPs"
        autoComplete="off"
        description="Optional: receive only from these senders (commas or spaces between them). Required for an SSM address."
      />
    </ResourceForm>
  )
}
