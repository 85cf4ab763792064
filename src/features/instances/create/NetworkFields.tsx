import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFormikContext } from 'formik'
import { TextField } from '~/components'
import {
  CheckboxField,
  CheckboxListField,
  RadioGroupField,
  SelectField,
  type Choice,
} from '~/components'
import { Section } from './Section'
import type { InstanceCreateValues } from './formValues'
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

function CustomInterface({ project }: { project: string }) {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  const vpcs = useVpcs(project)
  const subnets = useSubnets(project, values.nicVpc)
  return (
    <Stack spacing={2}>
      <TextField name="nicName" label="Interface name" required autoComplete="off" />
      {vpcs.items?.length ? (
        <SelectField
          name="nicVpc"
          label="VPC"
          required
          placeholder="Select a VPC"
          options={vpcs.items.map((v) => ({ value: v.name, label: v.name }))}
          // a subnet belongs to one VPC: the old pick means nothing in the new one
          onChoose={() => void setFieldValue('nicSubnet', '', false)}
        />
      ) : (
        <PickerStatus list={vpcs} what="VPCs" empty="This project has no VPCs." />
      )}
      {values.nicVpc === '' ? null : subnets.items?.length ? (
        <SelectField
          name="nicSubnet"
          label="Subnet"
          required
          placeholder="Select a subnet"
          options={subnets.items.map((s) => ({
            value: s.name,
            label: `${s.name} (${s.ipv4Block})`,
          }))}
        />
      ) : (
        <PickerStatus list={subnets} what="subnets" empty="This VPC has no subnets." />
      )}
      <TextField
        name="nicIp"
        label="IP address"
        autoComplete="off"
        description="Leave empty to have one assigned from the subnet"
      />
    </Stack>
  )
}

function ExternalIps({ project }: { project: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const pools = usePools()
  const floating = useUnattachedFloatingIps(project)
  const defaultPool = pools.items?.find((p) => p.isDefault)
  return (
    <Section title="External IPs">
      {values.network === 'none' ? (
        <Typography variant="body2" color="text.secondary">
          An instance without a network interface cannot have external IPs.
        </Typography>
      ) : (
        <Stack spacing={2}>
          <CheckboxField name="ephemeralIp" label="Allocate an ephemeral IP" />
          {values.ephemeralIp &&
            (pools.items?.length ? (
              <SelectField
                name="ephemeralPool"
                label="Pool"
                placeholder={
                  defaultPool ? `Default pool (${defaultPool.name})` : 'The silo’s default pool'
                }
                options={pools.items.map((p) => ({ value: p.name, label: p.name }))}
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
          {values.network === 'custom' && <CustomInterface project={project} />}
        </Stack>
      </Section>
      <ExternalIps project={project} />
    </>
  )
}
