// The silo's auth settings page; its form is a chunk of its own (./AuthSettingsForm).
export { AuthSettingsPage, authSettingsLoader } from './AuthSettingsPage'
