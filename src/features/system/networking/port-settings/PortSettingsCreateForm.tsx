import { useFormikContext } from 'formik'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingAddressLotListQuery,
  useNetworkingBgpConfigListQuery,
  useNetworkingSwitchPortSettingsCreateMutation,
} from '~/api/endpoints/systemNetworking'
import type { LinkFec, LinkSpeed } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  CheckboxField,
  DescriptionField,
  NameField,
  RadioGroupField,
  ResourceForm,
  SelectField,
  TextField,
  DraftSection,
  planRequest,
} from '~/components'
import { FEC_LABELS, GEOMETRY_LABELS, SPEED_LABELS } from './labels'
import {
  addressError,
  blankPortSettings,
  EMPTY_DRAFTS,
  itemOf,
  linkError,
  peerError,
  portSettingsSchema,
  ROUTER_LIFETIME_MAX,
  routeError,
  toPortSettingsCreate,
  type PortSettingsFormValues,
} from './portSettingsSchema'

type ListKey = 'links' | 'addresses' | 'routes' | 'peers'
type DraftKey = keyof typeof EMPTY_DRAFTS

/** One list of the settings (links, addresses, …): the firewall rule form's list-of-items field. */
function ItemsField<Item extends object>(props: {
  list: ListKey
  draft: DraftKey
  legend: string
  noun: string
  error: (d: Item, v: PortSettingsFormValues) => { path: string; message: string } | undefined
  text: (item: Item) => string
  children: ReactNode
}) {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<PortSettingsFormValues>()
  // eslint-disable-next-line no-restricted-syntax -- props.list and props.draft name the lists of Item; a key's union of value types cannot say which
  const items = values[props.list] as unknown as Item[]
  // eslint-disable-next-line no-restricted-syntax -- props.list and props.draft name the lists of Item; a key's union of value types cannot say which
  const draft = values[props.draft] as unknown as Item
  const add = () => {
    const error = props.error(draft, values)
    if (error) {
      const path = `${props.draft}.${error.path}`
      void setFieldTouched(path, true, false)
      setFieldError(path, error.message)
      return
    }
    void setValues({
      ...values,
      [props.list]: [...items, itemOf(draft)],
      [props.draft]: EMPTY_DRAFTS[props.draft](),
    })
  }
  return (
    <DraftSection
      legend={props.legend}
      listName={props.list}
      addLabel={`Add ${props.noun}`}
      onAdd={add}
      items={items.map(props.text)}
      onRemove={(i) =>
        void setFieldValue(
          props.list,
          items.filter((_, j) => j !== i),
        )
      }
      emptyText={`No ${props.legend.toLowerCase()} yet`}
    >
      {props.children}
    </DraftSection>
  )
}

const options = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: label as string }))

function LinkPicker({ name }: { name: string }) {
  const { values } = useFormikContext<PortSettingsFormValues>()
  return (
    <SelectField
      name={name}
      label="Link"
      placeholder={values.links.length ? 'Select a link' : 'Add a link first'}
      options={values.links.map((l) => ({ value: l.linkName, label: l.linkName }))}
    />
  )
}

/** How the peer is reached: at an address (numbered) or found on the link (unnumbered). */
function PeerAddressFields() {
  const { values } = useFormikContext<PortSettingsFormValues>()
  return (
    <>
      <RadioGroupField
        name="peerDraft.type"
        label="Peer addressing"
        choices={[
          { value: 'numbered', label: 'Numbered: a peer address' },
          { value: 'unnumbered', label: 'Unnumbered: discovered on the link (IPv6)' },
        ]}
      />
      {values.peerDraft.type === 'numbered' ? (
        <TextField name="peerDraft.addr" label="Peer address" autoComplete="off" />
      ) : (
        <TextField
          name="peerDraft.routerLifetime"
          label="Router lifetime"
          autoComplete="off"
          description={`Seconds a router advertisement stays valid, 0 to ${ROUTER_LIFETIME_MAX}`}
        />
      )}
    </>
  )
}

/**
 * system/networking/port-settings-new: a settings object built from lists (links, then the
 * addresses, routes and BGP peers on them), each written and added like a firewall rule's
 * targets. Every link gets a primary interface.
 */
export function PortSettingsCreateForm() {
  const navigate = useNavigate()
  const [create] = useNetworkingSwitchPortSettingsCreateMutation()
  const request = (values: PortSettingsFormValues) =>
    planRequest(systemNetworkingApi.endpoints.networkingSwitchPortSettingsCreate, {
      body: toPortSettingsCreate(values),
    })
  const { data: lots } = useNetworkingAddressLotListQuery(WHOLE_LIST)
  const { data: configs } = useNetworkingBgpConfigListQuery(WHOLE_LIST)
  return (
    <ResourceForm
      title="Create port settings"
      submitLabel="Create port settings"
      initialValues={blankPortSettings}
      validationSchema={portSettingsSchema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
      successMessage={(s) => `Port settings ${s.name} created`}
      goTo={(s) => pb.portSettingsView(s.name)}
      onDismiss={() => void navigate(pb.portSettings())}
    >
      <NameField />
      <DescriptionField />
      <SelectField name="geometry" label="Geometry" required options={options(GEOMETRY_LABELS)} />
      <ItemsField<PortSettingsFormValues['linkDraft']>
        list="links"
        draft="linkDraft"
        legend="Links"
        noun="link"
        error={linkError}
        text={(l) =>
          `${l.linkName}: ${SPEED_LABELS[l.speed as LinkSpeed]}, MTU ${l.mtu}, FEC ${
            l.fec ? FEC_LABELS[l.fec as LinkFec] : 'auto'
          }${l.autoneg ? ', autoneg' : ''}${l.lldp ? ', LLDP' : ''}`
        }
      >
        <TextField
          name="linkDraft.linkName"
          label="Link name"
          autoComplete="off"
          placeholder="phy0"
        />
        <SelectField name="linkDraft.speed" label="Speed" options={options(SPEED_LABELS)} />
        <TextField
          name="linkDraft.mtu"
          label="MTU"
          autoComplete="off"
          description="1280 to 9216 bytes"
        />
        <SelectField
          name="linkDraft.fec"
          label="FEC"
          options={[{ value: '', label: 'Auto' }, ...options(FEC_LABELS)]}
        />
        <CheckboxField name="linkDraft.autoneg" label="Autonegotiation" />
        <CheckboxField name="linkDraft.lldp" label="LLDP" />
      </ItemsField>
      <ItemsField<PortSettingsFormValues['addressDraft']>
        list="addresses"
        draft="addressDraft"
        legend="Addresses"
        noun="address"
        error={addressError}
        text={(a) =>
          `${a.address} on ${a.linkName} from ${a.lot}${a.vlan ? `, VLAN ${a.vlan}` : ''}`
        }
      >
        <LinkPicker name="addressDraft.linkName" />
        <SelectField
          name="addressDraft.lot"
          label="Address lot"
          placeholder="Select an address lot"
          options={(lots?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
        />
        <TextField
          name="addressDraft.address"
          label="Address"
          autoComplete="off"
          description="An address and a width inside a block of the lot, e.g. 192.0.2.1/30"
        />
        <TextField
          name="addressDraft.vlan"
          label="VLAN"
          autoComplete="off"
          description="Optional: 1 to 4094"
        />
      </ItemsField>
      <ItemsField<PortSettingsFormValues['routeDraft']>
        list="routes"
        draft="routeDraft"
        legend="Routes"
        noun="route"
        error={routeError}
        text={(r) => `${r.dst} via ${r.gw} on ${r.linkName}${r.vlan ? `, VLAN ${r.vlan}` : ''}`}
      >
        <LinkPicker name="routeDraft.linkName" />
        <TextField
          name="routeDraft.dst"
          label="Destination"
          autoComplete="off"
          placeholder="0.0.0.0/0"
        />
        <TextField name="routeDraft.gw" label="Gateway" autoComplete="off" />
        <TextField
          name="routeDraft.vlan"
          label="VLAN"
          autoComplete="off"
          description="Optional: 1 to 4094"
        />
      </ItemsField>
      <ItemsField<PortSettingsFormValues['peerDraft']>
        list="peers"
        draft="peerDraft"
        legend="BGP peers"
        noun="BGP peer"
        error={peerError}
        text={(p) =>
          `${p.type === 'numbered' ? p.addr : `Unnumbered (router lifetime ${p.routerLifetime} s)`} on ${p.linkName} with ${p.bgpConfig}${p.remoteAsn ? `, AS ${p.remoteAsn}` : ''}`
        }
      >
        <LinkPicker name="peerDraft.linkName" />
        <SelectField
          name="peerDraft.bgpConfig"
          label="BGP config"
          placeholder="Select a BGP configuration"
          options={(configs?.items ?? []).map((c) => ({
            value: c.name,
            label: `${c.name} (AS ${c.asn})`,
          }))}
        />
        <PeerAddressFields />
        <TextField
          name="peerDraft.remoteAsn"
          label="Remote ASN"
          autoComplete="off"
          description="Optional: the ASN the peer must announce"
        />
      </ItemsField>
    </ResourceForm>
  )
}
