// The IP pool forms, a chunk of their own: the list and the pool's page load without them.
export { IpPoolCreateForm, IpPoolEditForm } from './PoolForms'
export { RangeAddForm } from './RangeAddForm'
