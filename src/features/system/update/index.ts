// The system update pages (their own chunk); the trust root form is in ./forms.
export { TrustRootsPage, trustRootsLoader } from './TrustRootsPage'
export { UpdatePage, updateLoader } from './UpdatePage'
