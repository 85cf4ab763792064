// The fleet-wide networking settings (their own chunk, with formik: the page is a form).
export { NetworkingSettingsPage, networkingSettingsLoader } from './NetworkingSettingsPage'
