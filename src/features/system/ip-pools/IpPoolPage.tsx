import LanIcon from '@mui/icons-material/LanOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import type { IpPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { DateTime, PropertiesTable, QueryTabs, ResourceHeader } from '~/components'
import { PoolUtilization } from './AddressUtilization'
import { ipPoolView } from './ipPoolView'
import { assignmentLabel, poolTypeLabel } from './labels'
import { LinkedSilosTab } from '../pools/LinkedSilosTab'
import { ipPoolKind } from './kind'
import { RangesTab } from './RangesTab'
import { usePoolActions } from './usePoolActions'
import { versionLabel } from './utilization'

export const ipPoolLoader = ipPoolView.loader

function Properties({ pool }: { pool: IpPool }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        { label: 'IP version', value: versionLabel(pool.ipVersion) },
        { label: 'Type', value: poolTypeLabel(pool.poolType) },
        { label: 'Assigned to', value: assignmentLabel(pool.assignment) },
        // the same cell as the list's: the two pages read one answer the same way
        { label: 'Addresses', value: <PoolUtilization pool={pool} skeletonWidth={160} /> },
        { label: 'Created', value: <DateTime date={pool.timeCreated} /> },
        { label: 'Modified', value: <DateTime date={pool.timeModified} /> },
      ]}
    />
  )
}

/**
 * Spec §2 ip-pools/{pool}: the pool's header, what kind of pool it is and its utilization, over
 * its ranges and linked silos.
 */
export const IpPoolPage = ipPoolView.page(function IpPoolPage({ data: pool }) {
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.ipPools()), [navigate])
  const poolActions = usePoolActions(onDeleted)

  return (
    <>
      <ResourceHeader
        title={pool.name}
        description={pool.description}
        icon={<LanIcon aria-hidden />}
        kind="IP pool"
        actions={poolActions(pool)}
      />
      <Box sx={{ mb: 3 }}>
        <Properties pool={pool} />
      </Box>
      <QueryTabs
        label="IP pool tabs"
        path={pb.ipPool(pool.name)}
        tabs={[
          { value: 'ranges', label: 'Ranges', content: () => <RangesTab pool={pool} /> },
          {
            value: 'silos',
            label: 'Linked silos',
            content: () => <LinkedSilosTab kind={ipPoolKind} pool={pool} />,
          },
        ]}
      />
      <Outlet />
    </>
  )
})
