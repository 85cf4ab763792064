// The disk import form; the disks list page opens it lazily (React.lazy of this module).
export { ImportDiskForm } from './ImportDiskForm'
