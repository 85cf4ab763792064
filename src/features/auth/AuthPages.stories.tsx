import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The pages outside the signed-in area, on the seeded fleet: the silo prairie signs in locally
// or through its SAML provider okta-ish; LXQ-VWPTR is the seeded device code.
const meta: Meta = { title: 'Screens/Auth' }
export default meta

/** /login: in mock mode (one known silo) it goes on to the local sign-in page. */
export const Login = appStory('/login')
export const LocalLogin = appStory('/login/prairie/local')
export const SamlLogin = appStory('/login/prairie/saml/okta-ish')
export const DeviceVerify = appStory('/device/verify')
export const DeviceSuccess = appStory('/device/success')
