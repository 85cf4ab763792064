import LanIcon from '@mui/icons-material/LanOutlined'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  systemIpPoolsApi,
  useIpPoolUtilizationViewQuery,
  useIpPoolViewQuery,
} from '~/api/endpoints/systemIpPools'
import { messageOf } from '~/api/errors'
import type { IpPool } from '~/api/generated/types'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { DateTime, PageHeader, PropertiesTable, QueryTabs, RowActions, Spinner } from '~/components'
import { AddressUtilization } from './AddressUtilization'
import { LinkedSilosTab } from './LinkedSilosTab'
import { RangesTab } from './RangesTab'
import { usePoolActions } from './usePoolActions'
import { versionCount } from './utilization'

/** An unknown pool is a 404: 'Page not found'. */
export const ipPoolLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(systemIpPoolsApi.endpoints.ipPoolView, { path: { pool: params.pool! } })
  return null
}

function Utilization({ pool }: { pool: IpPool }) {
  const { data, error } = useIpPoolUtilizationViewQuery({ path: { pool: pool.id } })
  const show = (version: 'IPv4' | 'IPv6') => {
    if (error) return <Typography color="error">{messageOf(error)}</Typography>
    if (!data) return <Skeleton width={160} />
    return <AddressUtilization version={version} count={versionCount(data, version)} />
  }
  return (
    <PropertiesTable
      columns={2}
      properties={[
        { label: 'IPv4 addresses', value: show('IPv4') },
        { label: 'IPv6 addresses', value: show('IPv6') },
        { label: 'Created', value: <DateTime date={pool.timeCreated} /> },
        { label: 'Modified', value: <DateTime date={pool.timeModified} /> },
      ]}
    />
  )
}

/** Spec §2 ip-pools/{pool}: the pool's header and utilization over its ranges and linked silos. */
export function IpPoolPage() {
  const { pool: name = '' } = useParams()
  const { data: pool } = useIpPoolViewQuery({ path: { pool: name } })
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.ipPools()), [navigate])
  const poolActions = usePoolActions(onDeleted)

  // the loader fetched it; this is only the moment before the cache hands it over
  if (!pool) return <Spinner />
  return (
    <>
      <PageHeader
        title={pool.name}
        icon={<LanIcon aria-hidden />}
        actions={
          <RowActions label="IP pool actions" actions={poolActions(pool)} changes="this IP pool" />
        }
      />
      {pool.description && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {pool.description}
        </Typography>
      )}
      <Box sx={{ mb: 3 }}>
        <Utilization pool={pool} />
      </Box>
      <QueryTabs
        label="IP pool tabs"
        path={pb.ipPool(pool.name)}
        tabs={[
          { value: 'ranges', label: 'Ranges', content: () => <RangesTab pool={pool} /> },
          { value: 'silos', label: 'Linked silos', content: () => <LinkedSilosTab pool={pool} /> },
        ]}
      />
      <Outlet />
    </>
  )
}
