import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The VPCs list of the seeded fleet (atlas-ingest has two VPCs) and its side-modal forms.
const meta: Meta = { title: 'Screens/VPCs' }
export default meta

const P = '/projects/atlas-ingest'

export const List = appStory(`${P}/vpcs`)
export const CreateForm = appStory(`${P}/vpcs-new`)
export const EditForm = appStory(`${P}/vpcs/ingest-net/edit`)
