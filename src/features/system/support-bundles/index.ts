// The support bundle pages (their own chunk).
export { SupportBundlePage, supportBundleLoader } from './SupportBundlePage'
export { SupportBundlesPage, supportBundlesLoader } from './SupportBundlesPage'
