import Stack from '@mui/material/Stack'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { alertDeliveryMachine } from '~/state/machines/alertDelivery'
import { DISK_STATES } from '~/state/machines/disk'
import { INSTANCE_STATES } from '~/state/machines/instance'
import { SNAPSHOT_STATES } from '~/state/machines/snapshot'
import {
  AlertDeliveryStateBadge,
  DiskStateBadge,
  InstanceStateBadge,
  SnapshotStateBadge,
  StateBadge,
} from './StateBadge'

const meta: Meta<typeof StateBadge> = {
  title: 'Components/StateBadge',
  component: StateBadge,
  args: { state: 'running', color: 'default' },
}
export default meta
type Story = StoryObj<typeof StateBadge>

export const Default: Story = {}
export const Busy: Story = { args: { state: 'starting', color: 'blue', busy: true } }

/** Every instance state of spec §4, in its colour; transitional ones spin. */
export const InstanceStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {INSTANCE_STATES.map((state) => (
        <InstanceStateBadge key={state} state={state} />
      ))}
    </Stack>
  ),
}

/** Every disk state of spec §4. */
export const DiskStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {DISK_STATES.map((state) => (
        <DiskStateBadge key={state} state={state} />
      ))}
    </Stack>
  ),
}

/** Every snapshot state of spec §4; creating spins. */
export const SnapshotStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SNAPSHOT_STATES.map((state) => (
        <SnapshotStateBadge key={state} state={state} />
      ))}
    </Stack>
  ),
}

/** Every state of an alert's delivery to a receiver; pending spins. */
export const AlertDeliveryStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {alertDeliveryMachine.states.map((state) => (
        <AlertDeliveryStateBadge key={state} state={state} />
      ))}
    </Stack>
  ),
}
