// Switch port settings: the list and a settings object's page (their own chunk).
export { PortSettingsPage, portSettingsLoader } from './PortSettingsPage'
export { PortSettingsViewPage, portSettingsViewLoader } from './PortSettingsViewPage'
