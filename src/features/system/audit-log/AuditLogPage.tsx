import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import HistoryIcon from '@mui/icons-material/History'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { skipToken } from '@reduxjs/toolkit/query'
import { memo, useCallback, useMemo, useState } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { useUserListQuery } from '~/api/endpoints/silos'
import { systemAuditLogApi, useAuditLogListQuery } from '~/api/endpoints/systemAuditLog'
import { WHOLE_LIST } from '~/api/wholeList'
import { isApiStatus, prefetch } from '~/app/prefetch'
import { useCurrentUser } from '~/app/session'
import {
  CustomRangeFields,
  DataTable,
  EmptyState,
  GatedButton,
  PageHeader,
  preloadDataTable,
  QueryError,
  TimeRangePicker,
  useSettledText,
} from '~/components'
import { AUDIT_ROW_HEIGHT, auditColumns } from './columns'
import { useKnownResources } from './knownResources'
import {
  auditCsv,
  auditRows,
  matchesFilter,
  RESULT_FILTERS,
  type AuditFilter,
  type AuditRow,
} from './entries'
import {
  AUDIT_RETENTION_DAYS,
  auditQuery,
  auditWindow,
  parseAuditPlace,
  RANGES,
  writeAuditPlace,
  type AuditPlace,
} from './place'

const PICKER_RANGES = [...RANGES, { value: 'custom' as const, label: 'Custom', durationMs: 0 }]

// A page is 200 entries: the grid scrolls them itself and draws those in view.
const SCROLL = { rowHeight: AUDIT_ROW_HEIGHT }

/**
 * Asks for the first page of the range the address names, with the grid's chunk beside it, and
 * does not wait for it: the page and its empty grid are drawn meanwhile, so once the entries are
 * there only their rows are left to draw (a range of thousands takes the API a moment).
 */
export function auditLogLoader({ request }: LoaderFunctionArgs) {
  preloadDataTable()
  const arg = auditQuery(parseAuditPlace(new URL(request.url).searchParams), new Date())
  // a refusal or a stale page token is the page's to say, not an error page
  if (arg) void prefetch(systemAuditLogApi.endpoints.auditLogList, arg).catch(() => undefined)
  return null
}

function FilterText({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string
  value: string
  onChange: (text: string) => void
  placeholder: string
}) {
  const [text, setText] = useSettledText(value, onChange)
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ width: 200 }}
    />
  )
}

// memo: a page of entries arriving renders the page again, and four text fields cost a frame
const FilterBar = memo(function FilterBar({
  filter,
  onChange,
}: {
  filter: AuditFilter
  /** Changes these fields of the filter, the others as they are then. */
  onChange: (part: Partial<AuditFilter>) => void
}) {
  const setters = useMemo(
    () => ({
      actor: (actor: string) => onChange({ actor }),
      operation: (operation: string) => onChange({ operation }),
      resource: (resource: string) => onChange({ resource }),
    }),
    [onChange],
  )
  return (
    <Box
      role="search"
      aria-label="Filter the entries"
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
    >
      <FilterText
        label="Actor"
        placeholder="Name or id"
        value={filter.actor}
        onChange={setters.actor}
      />
      <FilterText
        label="Operation"
        placeholder="Create instance, …"
        value={filter.operation}
        onChange={setters.operation}
      />
      <FilterText
        label="Resource"
        placeholder="Name"
        value={filter.resource}
        onChange={setters.resource}
      />
      <TextField
        select
        size="small"
        label="Result"
        value={filter.result}
        onChange={(e) => onChange({ result: e.target.value })}
        sx={{ width: 160 }}
      >
        <MenuItem value="">Any</MenuItem>
        {RESULT_FILTERS.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  )
})

/** Hands the text to the browser as a file download. */
function saveCsv(text: string, name: string) {
  // a byte order mark, so a spreadsheet reads the file as UTF-8
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // the browser has taken the file; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`

const isFiltering = (f: AuditFilter) => Boolean(f.actor || f.operation || f.resource || f.result)

/**
 * system/audit-log: who did what to the fleet and with what result, over a time range (a preset
 * or a custom window), newest first, a page at a time from the API with the page in the address;
 * the entries of the page filtered here by actor, operation, resource and result, and what is
 * shown saved as CSV. Activity on a resource's page opens it filtered to that resource.
 */
export function AuditLogPage() {
  const [search, setSearch] = useSearchParams()
  // one place while the address stays (its filter is the filter bar's, unchanged)
  const place = useMemo(() => parseAuditPlace(search), [search])
  const set = (next: Partial<AuditPlace>, push = false) =>
    void setSearch(
      (params) => writeAuditPlace(params, { ...parseAuditPlace(params), ...next }),
      // a filter or a range replaces the entry; another page is one Back returns from
      { replace: !push },
    )
  // a preset's window ends when it was chosen or refreshed, so asking again hits the cache
  const [now, setNow] = useState(() => new Date())
  const span = auditWindow(place, now)
  const arg = auditQuery(place, now)
  const query = useAuditLogListQuery(arg ?? skipToken)
  const { currentData, error, isFetching, refetch } = query

  const me = useCurrentUser()
  // names for the silo's users; without a silo role the ids stand in
  const users = useUserListQuery(WHOLE_LIST).data
  const names = useMemo(
    () => new Map(users?.items.map((u) => [u.id, u.displayName]) ?? []),
    [users],
  )
  const known = useKnownResources(currentData?.items)
  const rows = useMemo<AuditRow[] | undefined>(
    () =>
      currentData &&
      auditRows(currentData.items, {
        siloId: me?.siloId,
        userName: (id) => names.get(id),
        known,
      }),
    [currentData, me?.siloId, names, known],
  )
  const filter = place.filter
  const shown = useMemo(() => rows?.filter((r) => matchesFilter(r, filter)), [rows, filter])
  // merged into the filter the address holds when it is written: two boxes settling at once both
  // count
  const changeFilter = useCallback(
    (part: Partial<AuditFilter>) =>
      void setSearch(
        (params) => {
          const at = parseAuditPlace(params)
          return writeAuditPlace(params, { ...at, filter: { ...at.filter, ...part } })
        },
        { replace: true },
      ),
    [setSearch],
  )

  const pageIndex = place.tokens.length
  // a page token the API no longer takes (an old link): back to the range's first page
  const staleToken = pageIndex > 0 && isApiStatus(error, 400)
  const nextPage = currentData?.nextPage
  const exportReason = shown?.length ? undefined : 'No entries shown to export'
  const fileName = `audit-log-${(span?.start ?? now).toISOString().slice(0, 16)}.csv`

  return (
    <>
      <PageHeader
        title="Audit log"
        icon={<HistoryIcon aria-hidden />}
        actions={
          <GatedButton
            variant="outlined"
            startIcon={<FileDownloadIcon aria-hidden />}
            disabledReason={exportReason}
            onClick={() => shown && saveCsv(auditCsv(shown), fileName)}
          >
            Download CSV
          </GatedButton>
        }
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
      >
        <TimeRangePicker
          ranges={PICKER_RANGES}
          value={place.range}
          onChange={(next) => {
            if (next === 'custom') {
              // start from the window on screen, to be moved from there
              set({ range: 'custom', custom: span ?? undefined, tokens: [] })
            } else {
              setNow(new Date())
              set({ range: next, custom: undefined, tokens: [] })
            }
          }}
          onRefresh={() => {
            // a window of its own asks anew; the same one (within the minute) asks again
            const at = new Date()
            if (auditWindow(place, at)?.end.getTime() === span?.end.getTime()) void refetch()
            else setNow(at)
          }}
          refreshLabel="Refresh the audit log"
        />
      </Stack>
      {place.range === 'custom' && (
        <Box sx={{ mb: 1.5 }}>
          <CustomRangeFields
            // a new window from the address starts the fields afresh
            key={`${place.custom?.start.toISOString()}-${place.custom?.end.toISOString()}`}
            window={place.custom}
            retentionDays={AUDIT_RETENTION_DAYS}
            onApply={(next) => set({ range: 'custom', custom: next, tokens: [] })}
          />
        </Box>
      )}
      <FilterBar filter={filter} onChange={changeFilter} />
      {arg === null ? (
        <Typography color="text.secondary">
          Choose a valid custom range (or a preset) to see the entries.
        </Typography>
      ) : error !== undefined && !isFetching && staleToken ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => set({ tokens: [] })}>
              First page
            </Button>
          }
        >
          That page of the log is no longer available (its link is out of date).
        </Alert>
      ) : error !== undefined && !isFetching ? (
        <QueryError what="the audit log" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {rows && (
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
              {isFiltering(filter)
                ? `${shown?.length ?? 0} of ${entries(rows.length)} on this page match the filter`
                : `${entries(rows.length)} on this page, newest first`}
            </Typography>
          )}
          <DataTable
            aria-label="Audit log"
            columns={auditColumns}
            rows={shown}
            loading={currentData === undefined}
            scroll={SCROLL}
            copyId={false}
            pagination={{
              pageIndex,
              hasNextPage: Boolean(nextPage),
              onNext: () => nextPage && set({ tokens: [...place.tokens, nextPage] }, true),
              onPrev: () => set({ tokens: place.tokens.slice(0, -1) }, true),
            }}
            emptyState={
              rows && rows.length > 0 ? (
                <EmptyState
                  title="No entries match"
                  body="Nothing on this page of the range matches the filter; clear it to see them all."
                />
              ) : (
                <EmptyState
                  title="No entries"
                  body="Nothing was logged in this time range. Choose a longer one to see more."
                />
              )
            }
          />
        </>
      )}
    </>
  )
}
