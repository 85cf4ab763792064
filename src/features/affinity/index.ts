// The affinity groups list and a group's page (one chunk); the forms are in ./forms.
export { AffinityPage, affinityLoader } from './list/AffinityPage'
export {
  AffinityGroupPage,
  AntiAffinityGroupPage,
  affinityGroupLoader,
  antiAffinityGroupLoader,
} from './group/GroupPage'
