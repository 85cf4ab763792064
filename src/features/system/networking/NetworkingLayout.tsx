import LanIcon from '@mui/icons-material/LanOutlined'
import { pb } from '~/app/routes/paths'
import { PageHeader, RouteTabs } from '~/components'

/**
 * The fleet's network, one tab per part (issue 21): IP pools, subnet pools, BGP, address lots,
 * switch port settings, loopback addresses, service access and the fleet-wide settings. A tab's
 * forms open over its list.
 */
export function NetworkingLayout() {
  return (
    <>
      <PageHeader title="Networking" icon={<LanIcon aria-hidden />} />
      <RouteTabs
        label="Networking tabs"
        tabs={[
          { label: 'IP Pools', to: pb.ipPools(), also: [pb.ipPoolsNew()] },
          { label: 'Subnet Pools', to: pb.subnetPools(), also: [pb.subnetPoolsNew()] },
          { label: 'BGP', to: pb.bgp() },
          { label: 'Address lots', to: pb.addressLots(), also: [pb.addressLotsNew()] },
          { label: 'Port settings', to: pb.portSettings(), also: [pb.portSettingsNew()] },
          {
            label: 'Loopback addresses',
            to: pb.loopbackAddresses(),
            also: [pb.loopbackAddressesNew()],
          },
          { label: 'Service access', to: pb.serviceAccess() },
          { label: 'Settings', to: pb.networkingSettings() },
        ]}
      />
    </>
  )
}
