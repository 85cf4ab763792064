// The multicast groups page (its own chunk).
export { MulticastGroupsPage, multicastGroupsLoader } from './MulticastGroupsPage'
