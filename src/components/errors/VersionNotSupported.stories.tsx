import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { VersionNotSupported } from './VersionNotSupported'

const meta: Meta<typeof VersionNotSupported> = {
  title: 'Components/Errors/VersionNotSupported',
  component: VersionNotSupported,
  args: {
    consoleVersion: '2026081700.0.0',
    serverMessage: 'server does not support this API version: 2026081700.0.0',
    onRetry: () => {},
  },
}
export default meta

type Story = StoryObj<typeof VersionNotSupported>

/** A rack running an older release than the console was built for. */
export const OlderRack: Story = {}
