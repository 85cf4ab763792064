// The snapshots list (its own chunk); the forms are in ./forms.
export { SnapshotsPage, snapshotsLoader } from './list/SnapshotsPage'
