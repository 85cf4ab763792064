import LanIcon from '@mui/icons-material/LanOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import type { SubnetPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { DateTime, PropertiesTable, QueryTabs, ResourceHeader } from '~/components'
import { versionLabel } from '../ip-pools/utilization'
import { LinkedSilosTab } from '../pools/LinkedSilosTab'
import { subnetPoolKind } from './kind'
import { MembersTab } from './MembersTab'
import { subnetPoolView } from './subnetPoolView'
import { SubnetPoolUtilization } from './SubnetPoolUtilization'
import { useSubnetPoolActions } from './usePoolActions'

export const subnetPoolLoader = subnetPoolView.loader

function Properties({ pool }: { pool: SubnetPool }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        { label: 'IP version', value: versionLabel(pool.ipVersion) },
        // the same cell as the list's: the two pages read one answer the same way
        { label: 'Addresses', value: <SubnetPoolUtilization pool={pool} skeletonWidth={160} /> },
        { label: 'Created', value: <DateTime date={pool.timeCreated} /> },
        { label: 'Modified', value: <DateTime date={pool.timeModified} /> },
      ]}
    />
  )
}

/**
 * subnet-pools/{subnetPool}: the pool's header, its IP version and utilization, over its members
 * and linked silos.
 */
export const SubnetPoolPage = subnetPoolView.page(function SubnetPoolPage({ data: pool }) {
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.subnetPools()), [navigate])
  const poolActions = useSubnetPoolActions(onDeleted)

  return (
    <>
      <ResourceHeader
        title={pool.name}
        description={pool.description}
        icon={<LanIcon aria-hidden />}
        kind="subnet pool"
        actions={poolActions(pool)}
      />
      <Box sx={{ mb: 3 }}>
        <Properties pool={pool} />
      </Box>
      <QueryTabs
        label="Subnet pool tabs"
        path={pb.subnetPool(pool.name)}
        tabs={[
          { value: 'members', label: 'Members', content: () => <MembersTab pool={pool} /> },
          {
            value: 'silos',
            label: 'Linked silos',
            content: () => <LinkedSilosTab kind={subnetPoolKind} pool={pool} />,
          },
        ]}
      />
      <Outlet />
    </>
  )
})
