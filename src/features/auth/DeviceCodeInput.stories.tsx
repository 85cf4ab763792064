import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { DeviceCodeInput } from './DeviceCodeInput'

function Controlled({ initial = '', disabled }: { initial?: string; disabled?: boolean }) {
  const [code, setCode] = useState(initial)
  return <DeviceCodeInput value={code} onChange={setCode} disabled={disabled} />
}

const meta: Meta<typeof Controlled> = {
  title: 'Auth/DeviceCodeInput',
  component: Controlled,
}
export default meta

type Story = StoryObj<typeof Controlled>

/** Type or paste: letters only, uppercased, a dash shown after the third box. */
export const Empty: Story = {}
export const Partial: Story = { args: { initial: 'LXQV' } }
export const Complete: Story = { args: { initial: 'LXQVWPTR' } }
export const Disabled: Story = { args: { initial: 'LXQVWPTR', disabled: true } }
