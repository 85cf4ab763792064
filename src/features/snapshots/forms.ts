// The snapshot forms, a chunk of their own: the list loads without them.
export { SnapshotCreateForm } from './create/SnapshotCreateForm'
export { ImageFromSnapshotForm, imageFromSnapshotLoader } from './create/ImageFromSnapshotForm'
