// SCAFFOLD: replaced by the module's real pages (issue #4)
export const InstancePage = () => null
export const instanceLoader = () => null
export const StorageTab = () => null
export const NetworkingTab = () => null
export const SettingsTab = () => null
