import InsightsIcon from '@mui/icons-material/InsightsOutlined'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useMemo } from 'react'
import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import { systemSilosApi } from '~/api/endpoints/systemSilos'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineView, loadAll, loadGrid } from '~/app/routes/define'
import { PageHeader, QueryError, retryFailed, Spinner } from '~/components'
import { formatBytes, formatNumber, formatPercent } from '~/util/format'
import { fullnessColor } from '~/util/fullness'
import { fleetTotals, shareOf, type FleetTotals, type Resource } from './capacity'
import { SiloUtilizationTable } from './SiloUtilizationTable'

const UsageCharts = lazy(
  () => import(/* webpackChunkName: "system-utilization-charts" */ './UsageCharts'),
)

// every silo's figures (their table's grid alongside) and the sleds the capacity is reckoned from
const silosView = defineView(systemSilosApi.endpoints.siloUtilizationList, () => WHOLE_LIST)
const sledsView = defineView(systemHardwareApi.endpoints.sledList, () => WHOLE_LIST)
export const utilizationLoader = loadAll(loadGrid, silosView.loader, sledsView.loader)

const CARDS: { resource: Resource; title: string; format: (n: number) => string }[] = [
  { resource: 'cpus', title: 'CPUs', format: (n) => formatNumber(n) },
  { resource: 'memory', title: 'Memory', format: (n) => formatBytes(n) },
  { resource: 'storage', title: 'Storage', format: (n) => formatBytes(n) },
]

function CapacityCard({ card, totals }: { card: (typeof CARDS)[number]; totals: FleetTotals }) {
  const { resource, title, format } = card
  const capacity = totals.capacity[resource]
  const provisioned = totals.provisioned[resource]
  const allocated = totals.allocated[resource]
  const share = shareOf(provisioned, capacity)
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 500, mt: 1 }}>
        {format(provisioned)}
        <Typography component="span" color="text.secondary">
          {' '}
          provisioned
        </Typography>
      </Typography>
      <LinearProgress
        // a gauge of what is used, not progress: nothing here is waited for
        role="meter"
        variant="determinate"
        value={share}
        color={fullnessColor(share)}
        aria-label={`${title} provisioned of capacity`}
        aria-valuetext={`${format(provisioned)} of ${format(capacity)} (${formatPercent(share)})`}
        sx={{ height: 8, borderRadius: 4, my: 1.5 }}
      />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          Capacity
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {format(capacity)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Silo quotas
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {format(allocated)}
        </Typography>
      </Box>
    </Paper>
  )
}

/**
 * Spec §2 system/utilization: the fleet's capacity (estimated from the hardware, spec §9) next
 * to what silos may and do provision; each silo's share; provisioning over time.
 */
export function UtilizationPage() {
  const silos = silosView.useView()
  const sleds = sledsView.useView()
  const totals = useMemo(
    () => silos.data && sleds.data && fleetTotals(sleds.data.items, silos.data.items),
    [silos.data, sleds.data],
  )
  const error = silos.error ?? sleds.error

  let body
  if (error && !totals) {
    body = <QueryError what="the utilization" error={error} onRetry={retryFailed(silos, sleds)} />
  } else if (!totals || !silos.data) {
    body = <Spinner />
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Capacity is estimated from the sleds in service: 70% of their hardware threads and RAM,
          and of 32 TB of disk per sled.
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
            mb: 4,
          }}
        >
          {CARDS.map((card) => (
            <CapacityCard key={card.resource} card={card} totals={totals} />
          ))}
        </Box>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          Silos
        </Typography>
        <SiloUtilizationTable rows={silos.data.items} />
        <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
          Usage over time
        </Typography>
        <Suspense fallback={<Spinner />}>
          <UsageCharts silos={silos.data.items} totals={totals} />
        </Suspense>
      </>
    )
  }

  return (
    <>
      <PageHeader title="Utilization" icon={<InsightsIcon aria-hidden />} />
      {body}
    </>
  )
}
