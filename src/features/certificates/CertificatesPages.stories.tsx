import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The silo's TLS certificates on the seeded fleet, as Ada (silo admin).
const meta: Meta = { title: 'Screens/Certificates' }
export default meta

export const Certificates = appStory('/certificates')
export const CertificateCreate = appStory('/certificates-new')
