// The access pages (their own chunk); the role form is in ./forms, loaded when it opens.
export { ProjectAccessPage, projectAccessLoader } from './ProjectAccessPage'
export { SiloAccessPage, siloAccessLoader } from './SiloAccessPage'
export { SiloGroupsPage, siloGroupsLoader } from './identities/SiloGroupsPage'
export { SiloUsersPage, siloUsersLoader } from './identities/SiloUsersPage'
export { FleetAccessPage, fleetAccessLoader } from './FleetAccessPage'
