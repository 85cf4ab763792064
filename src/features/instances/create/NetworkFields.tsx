import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FieldArray, getIn, useFormikContext } from 'formik'
import { useId } from 'react'
import { TextField } from '~/components'
import { FloatingIpForm } from '~/app/forms/FloatingIpForm'
import {
  CheckboxField,
  CheckboxListField,
  RadioGroupField,
  SelectField,
  useArrivedDefault,
  type Choice,
} from '~/components'
import { CreateInPlace } from './CreateInPlace'
import { Section } from './Section'
import { STACK_LABELS, subnetLabel, type StackChoice } from '~/api/ipStack'
import { IP_VERSION_OPTIONS, poolsOfVersion } from '~/components'
import { MAX_NICS_PER_INSTANCE } from '~/util/limits'
import { newNicEntry, type InstanceCreateValues } from './formValues'
import { InboundRules } from './InboundRules'
import { PickerStatus, usePools, useSubnets, useUnattachedFloatingIps, useVpcs } from './pickerData'

const networkChoices: Choice[] = [
  {
    value: 'default',
    label: 'Default',
    description: 'One interface in the project’s default VPC and subnet',
  },
  { value: 'none', label: 'None', description: 'No network interface' },
  { value: 'custom', label: 'Custom', description: 'Choose the VPC, subnet and address' },
]

/** An ephemeral IP of one version, or one of each (the API allows one per version). */
const EPHEMERAL_VERSION_OPTIONS = [
  ...IP_VERSION_OPTIONS,
  { value: 'both', label: STACK_LABELS.dual_stack },
] as const

const STACK_OPTIONS = (Object.keys(STACK_LABELS) as StackChoice[])
  .reverse() // the API's default, dual stack, first
  .map((value) => ({ value, label: STACK_LABELS[value] }))

type NicProps = { index: number; project: string; onRemove?: () => void }

/** One interface: its name, subnet (of the chosen VPC) and optional address. */
function NicEntryFields({ index, project, onRemove }: NicProps) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const subnets = useSubnets(project, values.nicVpc)
  const legendId = useId()
  const path = `nics[${index}]`
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={legendId} component="h3" variant="h3" sx={{ flex: 1 }}>
          Interface {index + 1}
          {index === 0 ? ' (primary)' : ''}
        </Typography>
        {onRemove && (
          <Button color="error" onClick={onRemove} aria-label={`Remove interface ${index + 1}`}>
            Remove
          </Button>
        )}
      </Stack>
      <Stack spacing={2}>
        <TextField name={`${path}.name`} label="Interface name" required autoComplete="off" />
        {values.nicVpc === '' ? null : subnets.items?.length ? (
          <SelectField
            name={`${path}.subnet`}
            label="Subnet"
            required
            placeholder="Select a subnet"
            options={subnets.items.map((s) => ({
              value: s.name,
              label: subnetLabel(s, values.ipStack),
            }))}
          />
        ) : (
          <PickerStatus list={subnets} what="subnets" empty="This VPC has no subnets." />
        )}
        <TextField
          name={`${path}.ip`}
          label="IP address"
          autoComplete="off"
          description="Leave empty to have one assigned from the subnet"
        />
      </Stack>
    </Box>
  )
}

/** The VPC every custom interface is in, then the interfaces (up to the API's limit). */
function CustomInterfaces({ project }: { project: string }) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<InstanceCreateValues>()
  const vpcs = useVpcs(project)
  const full = values.nics.length >= MAX_NICS_PER_INSTANCE
  const listError: unknown = getIn(errors, 'nics')
  return (
    <Stack spacing={2}>
      {vpcs.items?.length ? (
        <SelectField
          name="nicVpc"
          label="VPC"
          required
          placeholder="Select a VPC"
          description="Every interface of an instance is in the same VPC"
          options={vpcs.items.map((v) => ({ value: v.name, label: v.name }))}
          // a subnet belongs to one VPC: the old picks mean nothing in the new one
          onChoose={() =>
            void setFieldValue(
              'nics',
              values.nics.map((n) => ({ ...n, subnet: '' })),
              false,
            )
          }
        />
      ) : (
        <PickerStatus list={vpcs} what="VPCs" empty="This project has no VPCs." />
      )}
      <FieldArray name="nics">
        {({ push, remove }) => (
          <Stack spacing={2}>
            {values.nics.map((_, i) => (
              <NicEntryFields
                // entries have no id of their own; removing one re-renders the rest in place
                key={i}
                index={i}
                project={project}
                onRemove={values.nics.length > 1 ? () => remove(i) : undefined}
              />
            ))}
            {submitCount > 0 && typeof listError === 'string' && (
              <FormHelperText error>{listError}</FormHelperText>
            )}
            <div>
              <Button
                variant="outlined"
                startIcon={<AddIcon aria-hidden />}
                disabled={full}
                onClick={() => push(newNicEntry())}
              >
                Add network interface
              </Button>
            </div>
            {full && (
              <Typography variant="body2" color="text.secondary">
                An instance can have at most {MAX_NICS_PER_INSTANCE} network interfaces.
              </Typography>
            )}
          </Stack>
        )}
      </FieldArray>
    </Stack>
  )
}

/** Creates a floating IP in place, as Add SSH key does; the new address is checked once made. */
function AddFloatingIp({ project }: { project: string }) {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  return (
    <CreateInPlace
      label="Create floating IP"
      form={(close) => (
        <FloatingIpForm
          project={project}
          onDismiss={close}
          onCreated={(ip) => void setFieldValue('floatingIps', [...values.floatingIps, ip.name])}
        />
      )}
    />
  )
}

function ExternalIps({ project }: { project: string }) {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  const pools = usePools()
  const floating = useUnattachedFloatingIps(project)
  const picked = values.ephemeralIpVersion
  const both = picked === 'both'
  const version = picked === 'both' ? '' : picked
  const defaults = poolsOfVersion(pools.items ?? [], version).filter((p) => p.isDefault)
  // the API refuses "the default pool" without a version when the silo has one of each
  const allDefaults = poolsOfVersion(pools.items ?? [], '').filter((p) => p.isDefault)
  useArrivedDefault(
    'ephemeralIpVersion',
    allDefaults.length > 1 ? allDefaults[0]!.ipVersion : undefined,
  )
  const defaultPool = defaults.length === 1 ? defaults[0] : undefined
  return (
    <Section title="External IPs">
      {values.network === 'none' ? (
        <Typography variant="body2" color="text.secondary">
          An instance without a network interface cannot have external IPs.
        </Typography>
      ) : (
        <Stack spacing={2}>
          <CheckboxField name="ephemeralIp" label="Allocate an ephemeral IP" />
          {values.ephemeralIp && (
            <SelectField
              name="ephemeralIpVersion"
              label="IP version"
              placeholder="Any"
              options={EPHEMERAL_VERSION_OPTIONS}
              description={
                both
                  ? 'One address of each version, each from the silo’s default pool of its version'
                  : 'Narrows the pools; with the default pool, picks which default'
              }
              onChoose={(v) => {
                const chosen = pools.items?.find((p) => p.name === values.ephemeralPool)
                if (v && chosen && chosen.ipVersion !== v) void setFieldValue('ephemeralPool', '')
              }}
            />
          )}
          {values.ephemeralIp &&
            !both &&
            (pools.items?.length ? (
              <SelectField
                name="ephemeralPool"
                label="Pool"
                placeholder={
                  defaultPool ? `Default pool (${defaultPool.name})` : 'The silo’s default pool'
                }
                options={poolsOfVersion(pools.items, version).map((p) => ({
                  value: p.name,
                  label: p.name,
                }))}
              />
            ) : (
              <PickerStatus
                list={pools}
                what="IP pools"
                empty="No IP pools are linked to this silo."
              />
            ))}
          {floating.items?.length ? (
            <CheckboxListField
              name="floatingIps"
              label="Floating IPs"
              items={floating.items.map((ip) => ({
                value: ip.name,
                label: `${ip.name} (${ip.ip})`,
              }))}
            />
          ) : (
            <PickerStatus
              list={floating}
              what="floating IPs"
              empty="No unattached floating IPs in this project."
            />
          )}
          <AddFloatingIp project={project} />
        </Stack>
      )}
    </Section>
  )
}

/** The network interface and the external addresses reaching it. */
export function NetworkFields({ project }: { project: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  return (
    <>
      <Section title="Networking">
        <Stack spacing={2}>
          <RadioGroupField name="network" label="Network interface" choices={networkChoices} />
          {values.network !== 'none' && (
            <SelectField
              name="ipStack"
              label="IP stack"
              options={STACK_OPTIONS}
              description="The private addresses each interface gets"
            />
          )}
          {values.network === 'custom' && <CustomInterfaces project={project} />}
          <InboundRules project={project} />
        </Stack>
      </Section>
      <ExternalIps project={project} />
    </>
  )
}
