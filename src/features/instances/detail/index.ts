// The instance page and its storage, networking and settings tabs (spec §2); the metrics and
// connect tabs live in their own modules.
export { InstancePage, instanceLoader } from './InstancePage'
export { StorageTab } from './StorageTab'
export { NetworkingTab } from './NetworkingTab'
export { SettingsTab } from './SettingsTab'
