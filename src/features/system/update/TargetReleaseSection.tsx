import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { systemUpdateApi } from '~/api/endpoints/systemUpdate'
import type { UpdateStatus } from '~/api/generated/types'
import { usePollInterval } from '~/api/usePollInterval'
import { defineView } from '~/app/routes/define'
import { DateTime, PropertiesTable, QueryError, Spinner } from '~/components'
import { progressOf, releaseRows, type Progress } from './releases'
import { useSetTarget } from './setTarget'
import { useVersionInput, VersionForm } from './VersionForm'

/** The update status: the update page's loader fetches it for this section. */
export const updateStatusView = defineView(
  systemUpdateApi.endpoints.systemUpdateStatus,
  () => undefined,
)

/** How often the status is asked again while components move towards the target. */
const UPDATING_POLL_MS = 10_000

const updating = (status: UpdateStatus | undefined) => {
  const progress = status && progressOf(status)
  return progress !== undefined && progress.atTarget < progress.total && !status?.suspended
}

function ProgressBar({ progress }: { progress: Progress }) {
  const { total, atTarget, target } = progress
  if (total === 0) return <Typography color="text.secondary">No components reported</Typography>
  const text =
    atTarget === total
      ? `All ${total} components run ${target}`
      : `${atTarget} of ${total} components run ${target}; ${total - atTarget} not yet`
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography sx={{ mb: 0.5 }}>{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * atTarget) / total}
        aria-label="Components at the target release"
        aria-valuetext={text}
      />
    </Box>
  )
}

/** Every release the components report, as the API names it. */
function ReleasesTable({ status }: { status: UpdateStatus }) {
  const rows = releaseRows(status)
  if (rows.length === 0) return null
  return (
    <Table size="small" aria-label="Components by release" sx={{ maxWidth: 640, mt: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>Release</TableCell>
          <TableCell align="right">Components</TableCell>
          <TableCell>Note</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.release}</TableCell>
            <TableCell align="right">{row.count}</TableCell>
            <TableCell>{row.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function StatusAlerts({ status }: { status: UpdateStatus }) {
  return (
    <>
      {status.contactSupport && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The system found a condition that Oxide support must resolve. Contact support before
          updating, or now if an update has completed.
        </Alert>
      )}
      {status.suspended && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Automatic update is suspended: a manual support procedure changed the system software. To
          resume, upload its repository and set it as the target release, or finish the recovery
          below.
        </Alert>
      )}
    </>
  )
}

/**
 * The release the rack is asked to run and how far it has got (the update status: components at
 * the target, the releases they run, whether support is needed or automatic update suspended),
 * and a form to ask for a newer one (confirmed).
 */
export function TargetReleaseSection() {
  const status = updateStatusView.useView()
  // a second subscription to the same query only sets how often it is re-asked
  const interval = usePollInterval(updating(status.data) ? UPDATING_POLL_MS : 0, {
    data: status.data,
    answeredAt: status.fulfilledTimeStamp,
    refetch: status.refetch,
  })
  updateStatusView.useView({ pollingInterval: interval })
  const { notAdmin, ask } = useSetTarget()
  const input = useVersionInput()

  const target = status.data?.targetRelease
  const progress = status.data && progressOf(status.data)

  return (
    <Box component="section" aria-labelledby="target-release" sx={{ mb: 4 }}>
      <Typography id="target-release" variant="h2" component="h2" sx={{ mb: 2 }}>
        Target release
      </Typography>
      {status.error !== undefined ? (
        <QueryError what="the target release" error={status.error} onRetry={status.refetch} />
      ) : !status.data ? (
        <Spinner size={32} />
      ) : (
        <>
          <StatusAlerts status={status.data} />
          <PropertiesTable
            columns={2}
            properties={[
              { label: 'System version', value: target?.version ?? 'None set' },
              {
                label: 'Requested',
                value: target ? <DateTime date={target.timeRequested} /> : '—',
              },
              {
                label: 'Automatic update',
                value: status.data.suspended
                  ? 'Suspended after a manual update'
                  : target
                    ? 'Active'
                    : 'Off until a target release is set',
              },
              { label: 'Last planned', value: <DateTime date={status.data.timeLastStepPlanned} /> },
              {
                label: 'Contact support',
                value: status.data.contactSupport
                  ? 'Yes: a known problem needs Oxide support'
                  : 'No',
              },
            ]}
          />
          <Box sx={{ mt: 2 }}>
            {progress && <ProgressBar progress={progress} />}
            <ReleasesTable status={status.data} />
          </Box>
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <VersionForm
          action="Set target release"
          fieldLabel="System version"
          hint="An uploaded repository’s version, e.g. 17.0.0"
          input={input}
          notAdmin={notAdmin}
          primary
          // the API's reason stays at the field, with what was typed
          onValid={(v) => ask(v, { onRefused: input.setError, onSet: () => input.setVersion('') })}
        />
      </Box>
    </Box>
  )
}
