// The inventory (its tabs and a sled's page): one chunk.
export { InventoryPage } from './InventoryPage'
export { SledsTab, sledsLoader } from './SledsTab'
export { DisksTab, physicalDisksLoader } from './DisksTab'
export { SwitchesTab, switchesLoader } from './SwitchesTab'
export { SledPage, sledLoader } from './SledPage'
export { SledInstancesTab } from './SledInstancesTab'
export { SwitchPage, switchLoader } from './SwitchPage'
export { SwitchPortPage, switchPortLoader } from './SwitchPortPage'
