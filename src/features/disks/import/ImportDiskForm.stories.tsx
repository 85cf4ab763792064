import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { userEvent, within } from 'storybook/test'
import { appStory } from '~/stories/appStory'

// The import form over the disks list of the seeded fleet (the mock answers every import call,
// so a story can run a whole import).
const meta: Meta = { title: 'Screens/Disks/Import disk' }
export default meta

const base = appStory('/projects/atlas-ingest/disks')

/** The form opens in a portal, outside the story's canvas. */
async function openForm(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body)
  await userEvent.click(await body.findByRole('button', { name: 'Import disk' }))
  return within(await body.findByRole('dialog', { name: 'Import disk' }))
}

/** 1.5 MiB with some non-zero bytes in the first and last 512 KiB. */
const sampleImage = () => {
  const bytes = new Uint8Array(3 * 512 * 1024)
  bytes.fill(1, 0, 4096)
  bytes.fill(2, 2 * 512 * 1024, 2 * 512 * 1024 + 4096)
  return new File([bytes], 'ubuntu.raw', { type: 'application/octet-stream' })
}

export const Empty: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    await openForm(canvasElement)
  },
}

export const Invalid: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Import disk' }))
  },
}

export const Filled: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement)
    await userEvent.type(form.getByLabelText(/^Name/), 'ubuntu-noble')
    await userEvent.upload(form.getByLabelText(/^Image file/), sampleImage())
    await userEvent.type(form.getByLabelText('Snapshot name'), 'ubuntu-noble-golden')
  },
}

/** Runs the import on the mock: the progress view, then the toast and the new disk. */
export const Importing: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement)
    await userEvent.type(form.getByLabelText(/^Name/), 'ubuntu-noble')
    await userEvent.upload(form.getByLabelText(/^Image file/), sampleImage())
    await userEvent.click(form.getByRole('button', { name: 'Import disk' }))
  },
}
