import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useSystemUpdateRecoveryFinishMutation } from '~/api/endpoints/systemUpdate'
import type { UpdateStatus } from '~/api/generated/types'
import { messageOf } from '~/api/errors'
import { useRoleGate } from '~/app/roles'
import { addToast, confirmAction } from '~/components'
import { mostRun } from './releases'
import { updateStatusView } from './TargetReleaseSection'
import { versionError } from './version'
import { useVersionInput, VersionForm } from './VersionForm'

const isVersion = (v: string) => versionError(v) === undefined

/**
 * Finishing a recovery (the API's recovery-finish): after a manual support procedure (mupdate)
 * installed software by hand, the control plane stops changing the rack's software, and says so
 * as `suspended`. Shown only then; the version offered is the one most components run.
 */
function RecoveryForm({ status }: { status: UpdateStatus }) {
  const [finish] = useSystemUpdateRecoveryFinishMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'finish a recovery' })
  const input = useVersionInput(() => mostRun(status, isVersion))

  const ask = (recovered: string) =>
    confirmAction({
      modalTitle: 'Finish recovery',
      modalContent: (
        <>
          <Typography>
            The control plane takes charge of the rack’s software again, taking system version{' '}
            <strong>{recovered}</strong> as what the recovery installed and the rack now runs, and
            updates from there.
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Do this only at the direction of Oxide support. If the rack runs another version, the
            API refuses it or automatic update stays suspended.
          </Typography>
        </>
      ),
      actionType: 'danger',
      actionLabel: 'Finish recovery',
      errorTitle: 'Could not finish the recovery',
      doAction: async () => {
        try {
          await finish({ body: { systemVersion: recovered } }).unwrap()
        } catch (e) {
          // the API's reason stays at the field, with what was typed
          input.setError(messageOf(e))
          throw e
        }
        addToast({ content: `Recovery finished at ${recovered}` })
      },
    })

  return (
    <VersionForm
      action="Finish recovery"
      fieldLabel="Recovered system version"
      hint="The version the recovery installed, which the rack runs now"
      input={input}
      notAdmin={notAdmin}
      onValid={ask}
    />
  )
}

/** The recovery section, only while automatic update is suspended after a manual recovery. */
export function RecoverySection() {
  const { data } = updateStatusView.useView()
  if (!data?.suspended) return null
  return (
    <Box component="section" aria-labelledby="recovery" sx={{ mb: 4 }}>
      <Typography id="recovery" variant="h2" component="h2" sx={{ mb: 1 }}>
        Recovery
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        A manual recovery installed software without the control plane, which now leaves the rack’s
        software alone so as not to undo it. Finishing the recovery tells it which release was
        installed and puts it back in charge of updates.
      </Typography>
      <RecoveryForm status={data} />
    </Box>
  )
}
