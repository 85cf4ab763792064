import InventoryIcon from '@mui/icons-material/Inventory2Outlined'
import { pb } from '~/app/routes/paths'
import { PageHeader, RouteTabs } from '~/components'

/** Spec §2 system/inventory: the rack's hardware, one tab each for sleds, disks and switches. */
export function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory" icon={<InventoryIcon aria-hidden />} />
      <RouteTabs
        label="Inventory tabs"
        tabs={[
          { label: 'Sleds', to: pb.sleds() },
          { label: 'Disks', to: pb.physicalDisks() },
          { label: 'Switches', to: pb.switches() },
        ]}
      />
    </>
  )
}
