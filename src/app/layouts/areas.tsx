import { SidebarLayout, type NavItem } from './SidebarLayout'
import { pb } from '../routes/paths'

// Each area lists only routes that exist; later areas add theirs as they land.
const SILO_NAV: NavItem[] = [{ label: 'Projects', to: pb.projects() }]
const SETTINGS_NAV: NavItem[] = [
  { label: 'Profile', to: pb.profile() },
  { label: 'SSH Keys', to: pb.sshKeys() },
]
const SYSTEM_NAV: NavItem[] = [{ label: 'Issues', to: pb.systemIssues() }]

export const SiloLayout = () => <SidebarLayout heading="Silo" nav={SILO_NAV} />
export const SettingsLayout = () => <SidebarLayout heading="Settings" nav={SETTINGS_NAV} />
export const SystemLayout = () => <SidebarLayout heading="System" nav={SYSTEM_NAV} />
