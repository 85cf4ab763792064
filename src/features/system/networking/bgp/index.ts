// BGP: the tab bar, configurations and announce sets (their own chunk); the forms are in ./forms.
export { BgpLayout } from './BgpLayout'
export { BgpConfigsPage, bgpConfigsLoader } from './BgpConfigsPage'
export { bgpConfigLoader } from './bgpConfigViews'
export { AnnounceSetsPage, announceSetsLoader, announceSetLoader } from './AnnounceSetsPage'
export { BgpPeersPage, bgpPeersLoader } from './BgpPeersPage'
export { BgpRoutesPage } from './BgpRoutesPage'
export { BgpHistoryPage } from './BgpHistoryPage'
