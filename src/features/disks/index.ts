// The disks list (its own chunk); the create form is in ./forms, the import form in ./import.
export { DisksPage, disksLoader } from './list/DisksPage'
