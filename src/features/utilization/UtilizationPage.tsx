import InsightsIcon from '@mui/icons-material/InsightsOutlined'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { projectsApi } from '~/api/endpoints/projects'
import { silosApi } from '~/api/endpoints/silos'
import { useAllPages } from '~/api/paging'
import { defineView } from '~/app/routes/define'
import { useCurrentUser } from '~/app/session'
import { PageHeader, QueryError, Spinner, TimeRangePicker } from '~/components'
import { formatBytes, formatNumber } from '~/util/format'
import { QuotaCard } from './QuotaCard'
import { parseUsageRange, USAGE_RANGES, usageWindow, type UsageRange } from '~/util/usageRange'

// /utilization: the silo's quotas against what its projects have provisioned, then the same
// amounts over time from the silo metrics.

const UsageCharts = lazy(() =>
  import(/* webpackChunkName: "utilization-charts" */ './UsageCharts').then((m) => ({
    default: m.UsageCharts,
  })),
)

/** The figures before the page renders; a 403 (no role on the silo) reaches the error page. */
const utilizationView = defineView(silosApi.endpoints.utilizationView, () => undefined)
export const utilizationLoader = utilizationView.loader

const bytes = (n: number) => formatBytes(n)

function Quotas() {
  const { data, error, refetch } = utilizationView.useView()
  if (!data) {
    return error !== undefined ? (
      <QueryError what="the utilization" error={error} onRetry={refetch} />
    ) : (
      <Spinner size={32} />
    )
  }
  const { capacity, provisioned } = data
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <QuotaCard
        title="CPUs"
        provisioned={provisioned.cpus}
        quota={capacity.cpus}
        format={formatNumber}
      />
      <QuotaCard
        title="Memory"
        provisioned={provisioned.memory}
        quota={capacity.memory}
        format={bytes}
      />
      <QuotaCard
        title="Storage"
        provisioned={provisioned.storage}
        quota={capacity.storage}
        format={bytes}
      />
    </Box>
  )
}

const NO_QUERY = {}

/** The range and the project filter live in the query string, so a reload or a link keeps them. */
function useUsageParams() {
  const [params, setParams] = useSearchParams()
  const range = parseUsageRange(params.get('range'))
  const project = params.get('project') || undefined
  // filters, not places: replace, so Back leaves the page instead of undoing picks
  const set = (next: { range?: UsageRange; project?: string | undefined }) => {
    const merged = { range, project, ...next }
    const search = new URLSearchParams()
    search.set('range', merged.range)
    if (merged.project) search.set('project', merged.project)
    setParams(search, { replace: true })
  }
  return { range, project, set }
}

function Usage() {
  const { range, project, set } = useUsageParams()
  const projects = useAllPages(projectsApi.endpoints.projectList, NO_QUERY)
  // the window ends when the range was chosen (or refreshed), not a moving one
  const [now, setNow] = useState(() => new Date())
  const window = useMemo(() => usageWindow(range, now), [range, now])
  const me = useCurrentUser()
  const scopeId = project ? projects.items?.find((p) => p.name === project)?.id : me?.siloId
  const names = projects.items?.map((p) => p.name) ?? []
  if (project && projects.items && !names.includes(project)) names.unshift(project)

  return (
    <Box component="section" aria-labelledby="usage-heading">
      <Typography id="usage-heading" variant="h2" sx={{ mb: 2 }}>
        Usage over time
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}
      >
        <TextField
          select
          size="small"
          label="Project"
          value={project ?? ''}
          onChange={(e) => set({ project: e.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 240 }}
        >
          <option value="">All projects</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <TimeRangePicker
          ranges={USAGE_RANGES}
          value={range}
          onChange={(next) => {
            setNow(new Date())
            set({ range: next })
          }}
          onRefresh={() => setNow(new Date())}
        />
      </Stack>
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <Spinner size={32} />
          </Box>
        }
      >
        <UsageCharts window={window} project={project} scopeId={scopeId} />
      </Suspense>
    </Box>
  )
}

export function UtilizationPage() {
  return (
    <>
      <PageHeader title="Utilization" icon={<InsightsIcon aria-hidden />} />
      <Stack spacing={5}>
        <Box component="section" aria-labelledby="quota-heading">
          <Typography id="quota-heading" variant="h2" sx={{ mb: 2 }}>
            Provisioned against quota
          </Typography>
          <Quotas />
        </Box>
        <Usage />
      </Stack>
    </>
  )
}
