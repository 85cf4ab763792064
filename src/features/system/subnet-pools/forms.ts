// The subnet pool forms, a chunk of their own: the list and the pool's page load without them.
export { SubnetPoolCreateForm, SubnetPoolEditForm } from './PoolForms'
export { MemberAddForm } from './MemberAddForm'
