export { LookupRedirect, lookupInstanceLoader } from './LookupRedirect'
