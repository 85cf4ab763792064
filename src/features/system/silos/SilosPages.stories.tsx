import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The fleet's silos as Ada, a fleet admin, sees them: prairie (local, with the SAML provider
// okta-ish) and maple (SAML only).
const meta: Meta = { title: 'Screens/System/Silos' }
export default meta

export const List = appStory('/system/silos')
export const CreateForm = appStory('/system/silos-new')
export const Silo = appStory('/system/silos/prairie')
export const SiloIpPools = appStory('/system/silos/prairie?tab=ip-pools')
export const SiloSubnetPools = appStory('/system/silos/prairie?tab=subnet-pools')
export const SiloQuotas = appStory('/system/silos/maple?tab=quotas')
export const SiloFleetRoles = appStory('/system/silos/maple?tab=fleet-roles')
export const IdentityProviderForm = appStory('/system/silos/prairie/idps-new')
export const IdentityProvider = appStory('/system/silos/maple/idps/saml/maple-sso')
export const SiloUsers = appStory('/system/silos/prairie?tab=users')
export const SiloScimTokens = appStory('/system/silos/maple?tab=scim')
