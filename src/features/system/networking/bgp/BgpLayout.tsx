import { pb } from '~/app/routes/paths'
import { RouteTabs } from '~/components'

/** The BGP tab of Networking: its configurations, announce sets and the live sessions. */
export function BgpLayout() {
  return (
    <RouteTabs
      label="BGP tabs"
      tabs={[
        { label: 'Configs', to: pb.bgpConfigs(), also: [pb.bgpConfigsNew()] },
        { label: 'Announce sets', to: pb.announceSets(), also: [pb.announceSetsNew()] },
        { label: 'Peers', to: pb.bgpPeers() },
        { label: 'Routes', to: pb.bgpRoutes() },
        { label: 'History', to: pb.bgpHistory() },
      ]}
    />
  )
}
