import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// Ada's settings on the seeded fleet: her profile and her SSH keys work-laptop and ci-runner.
const meta: Meta = { title: 'Screens/Settings' }
export default meta

export const Profile = appStory('/settings/profile')
export const SshKeys = appStory('/settings/ssh-keys')
export const AddSshKey = appStory('/settings/ssh-keys-new')
export const ViewSshKey = appStory('/settings/ssh-keys/work-laptop/edit')
export const AccessTokens = appStory('/settings/access-tokens')
