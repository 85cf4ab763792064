// The access pages (their own chunk); the role form is in ./forms, loaded when it opens.
export { ProjectAccessPage } from './ProjectAccessPage'
export { SiloAccessPage } from './SiloAccessPage'
export { SiloGroupsPage, siloGroupsLoader } from './identities/SiloGroupsPage'
export { SiloUsersPage, siloUsersLoader } from './identities/SiloUsersPage'
export { SiloUserPage, siloUserLoader } from './identities/SiloUserPage'
export { FleetAccessPage } from './FleetAccessPage'
export { fleetAccessLoader, projectAccessLoader, siloAccessLoader } from './policyViews'
