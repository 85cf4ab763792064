// The silos list, a silo's page and its read-only provider view (one chunk); forms in ./forms.
export { SilosPage, silosLoader } from './SilosPage'
export { SiloPage, siloLoader } from './SiloPage'
export { IdpModal, idpLoader } from './IdpModal'
