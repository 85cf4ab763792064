import InsightsIcon from '@mui/icons-material/InsightsOutlined'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { systemMetricsApi, useSystemTimeseriesQueryQuery } from '~/api/endpoints/systemMetrics'
import { messageOf } from '~/api/errors'
import { useAllPages } from '~/api/paging'
import { announce, EmptyState, PageHeader, preloadDataTable, Spinner } from '~/components'
import { buildOxql, parseOxql } from '~/util/oxql'
import { startQuery, switchTimeseries } from './explorerQuery'
import { QueryBuilder } from './QueryBuilder'
import { QueryResult } from './QueryResult'
import { SchemaDetails, SchemaPicker } from './SchemaPicker'

/** The results table's grid loads alongside the page. */
export function metricsExplorerLoader() {
  preloadDataTable()
  return null
}

const NO_QUERY = {}
const QUERY_REQUIRED = 'Query is required'

/**
 * system/metrics: pick a timeseries, build or type an OxQL query, run it (Run, or Ctrl+Enter in
 * the text), and see the answer as a chart and a table. The query that ran is the address's
 * `?query=` (its time range is in it), so a view is shared by its link and Back returns to the
 * previous query; the text being edited is a draft until it runs. The API's refusal shows at
 * the query.
 */
export function MetricsExplorerPage() {
  const [params, setParams] = useSearchParams()
  const ran = params.get('query') ?? ''
  const schemas = useAllPages(systemMetricsApi.endpoints.systemTimeseriesSchemaList, NO_QUERY)
  const [draft, setDraft] = useState(ran)
  const [required, setRequired] = useState(false)
  // a query from elsewhere (a chart's 'View query', Back) replaces the draft
  useEffect(() => setDraft(ran), [ran])

  const answer = useSystemTimeseriesQueryQuery(ran ? { body: { query: ran } } : skipToken)
  const reading = useMemo(() => parseOxql(draft), [draft])
  const timeseries = reading.ok
    ? reading.parts.timeseries
    : (/^\s*get\s+(\S+)/.exec(draft)?.[1] ?? '')
  const schema = schemas.items?.find((s) => s.timeseriesName === timeseries)
  const ranName = /^\s*get\s+(\S+)/.exec(ran)?.[1]
  const ranUnits = schemas.items?.find((s) => s.timeseriesName === ranName)?.units
  const queryId = useId()
  const resultId = useId()

  // the API's message stands at the query while the text is the one that ran
  const apiError = answer.error !== undefined && draft === ran ? messageOf(answer.error) : null
  const error = required ? QUERY_REQUIRED : apiError
  useEffect(() => {
    if (apiError) announce(`Query failed: ${apiError}`, 'assertive')
  }, [apiError])

  const run = () => {
    const text = draft.trim()
    setRequired(!text)
    if (!text) return
    if (text === ran) void answer.refetch()
    else setParams({ query: text })
  }

  return (
    <>
      <PageHeader title="Metrics" icon={<InsightsIcon aria-hidden />} />
      <Paper variant="outlined" component="section" aria-labelledby={queryId} sx={{ p: 2, mb: 3 }}>
        <Typography id={queryId} variant="h2" component="h2" sx={{ mb: 2 }}>
          Query
        </Typography>
        <SchemaPicker
          schemas={schemas.items}
          value={timeseries}
          loading={schemas.isLoading}
          loadError={
            schemas.error !== undefined
              ? `Could not load the timeseries: ${messageOf(schemas.error)}`
              : undefined
          }
          onPick={(picked) =>
            setDraft(
              buildOxql(
                reading.ok && reading.parts.timeseries
                  ? switchTimeseries(reading.parts, picked)
                  : startQuery(picked.timeseriesName),
              ),
            )
          }
        />
        {schema && <SchemaDetails schema={schema} />}
        {draft.trim() && (
          <Box sx={{ mt: 3 }}>
            {reading.ok ? (
              <QueryBuilder
                parts={reading.parts}
                schema={schema}
                onChange={(parts) => setDraft(buildOxql(parts))}
              />
            ) : (
              <Alert severity="info">
                The builder cannot show this query: {reading.reason}. Edit it as text below, or run
                it as it is.
              </Alert>
            )}
          </Box>
        )}
        <MuiTextField
          label="OxQL query"
          multiline
          minRows={3}
          fullWidth
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            setRequired(false)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault()
              run()
            }
          }}
          error={error !== null}
          helperText={error ?? 'Ctrl+Enter (⌘+Enter) runs the query'}
          slotProps={{ htmlInput: { spellCheck: false } }}
          sx={{ mt: 3, '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon aria-hidden />}
            onClick={run}
            loading={answer.isFetching}
          >
            Run query
          </Button>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby={resultId}>
        <Typography id={resultId} variant="h2" component="h2" sx={{ mb: 1.5 }}>
          Result
        </Typography>
        {!ran ? (
          <EmptyState
            title="No query run yet"
            body="Pick a timeseries, narrow it with the builder or write OxQL, then run the query."
          />
        ) : answer.isFetching && !answer.currentData ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <Spinner size={32} />
          </Box>
        ) : answer.currentData ? (
          <QueryResult result={answer.currentData} units={ranUnits} />
        ) : answer.error !== undefined ? (
          <Typography color="text.secondary">
            The query did not run: the message is at the query.
          </Typography>
        ) : null}
      </Box>
    </>
  )
}
