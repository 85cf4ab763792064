// The disk forms, a chunk of their own: the list loads without them.
export { DiskCreateForm } from './create/DiskCreateForm'
