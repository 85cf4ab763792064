import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { userEvent, within } from 'storybook/test'
import { appStory } from '~/stories/appStory'

// The image screens on the seeded fleet: atlas-ingest has the project image ingest-base,
// dev-sandbox none; the silo has five images.
const meta: Meta = { title: 'Screens/Images' }
export default meta

export const ProjectImages = appStory('/projects/atlas-ingest/images')
export const ProjectImagesEmpty = appStory('/projects/dev-sandbox/images')
export const ProjectImage = appStory('/projects/atlas-ingest/images/ingest-base/edit')
export const Upload = appStory('/projects/atlas-ingest/images-new')
export const SiloImages = appStory('/images')
export const SiloImage = appStory('/images/ubuntu-24-04/edit')

/** Demote opens a side modal over the silo images, asking for the project. */
export const Demote: StoryObj = {
  ...appStory('/images'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('button', { name: 'Row actions for debian-12' }))
    await userEvent.click(await body.findByRole('menuitem', { name: 'Demote' }))
  },
}
