// SCAFFOLD: replaced by the module's real pages (issue #4)
export const InstancesPage = () => null
export const instancesLoader = () => null
