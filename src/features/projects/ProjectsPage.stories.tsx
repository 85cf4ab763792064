import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The projects list of the seeded silo (30 projects: two pages) and its side-modal forms.
const meta: Meta = { title: 'Screens/Projects' }
export default meta

export const List = appStory('/projects')
export const CreateForm = appStory('/projects-new')
export const EditForm = appStory('/projects/atlas-ingest/edit')
