// The affinity groups list and a group's page (one chunk); the forms are in ./forms.
export { AffinityPage } from './list/AffinityPage'
export { AffinityGroupPage, AntiAffinityGroupPage } from './group/GroupPage'
export { affinityGroupLoader, affinityLoader, antiAffinityGroupLoader } from './views'
