import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { CopyButton } from './CopyButton'
import { DateTime } from './DateTime'
import { PropertiesTable } from './PropertiesTable'

const meta: Meta<typeof PropertiesTable> = {
  title: 'Components/PropertiesTable',
  component: PropertiesTable,
  args: {
    properties: [
      { label: 'Display name', value: 'Hannah Arendt' },
      {
        label: 'User ID',
        value: (
          <>
            <code>6d3f2a1c-0b5e-4f7a-9c3d-2e1f0a9b8c7d</code>{' '}
            <CopyButton text="6d3f" label="Copy user ID" />
          </>
        ),
      },
      { label: 'Silo', value: 'maze-war' },
      { label: 'Created', value: <DateTime date={new Date(Date.UTC(2025, 2, 4, 5, 6, 7))} /> },
    ],
  },
}
export default meta

export const Default: StoryObj<typeof PropertiesTable> = {}
