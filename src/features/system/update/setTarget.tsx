import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useTargetReleaseUpdateMutation } from '~/api/endpoints/systemUpdate'
import { messageOf } from '~/api/errors'
import { useRoleGate } from '~/app/roles'
import { addToast, confirmAction } from '~/components'

type Outcome = {
  /** the API's refusal, for the field the version was typed in */
  onRefused?: (message: string) => void
  onSet?: () => void
}

/**
 * Setting the target release, confirmed, from the form or a repository's row: the reason a user
 * may not (not a fleet admin), and the request.
 */
export function useSetTarget() {
  const [update] = useTargetReleaseUpdateMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'set the target release' })
  const ask = useCallback(
    (version: string, { onRefused, onSet }: Outcome = {}) =>
      confirmAction({
        modalTitle: 'Set target release',
        modalContent: (
          <Typography>
            The rack will start moving every component to system version <strong>{version}</strong>.
            A target release cannot be set back to an older version.
          </Typography>
        ),
        actionType: 'primary',
        actionLabel: 'Set target release',
        errorTitle: 'Could not set the target release',
        doAction: async () => {
          try {
            await update({ body: { systemVersion: version } }).unwrap()
          } catch (e) {
            onRefused?.(messageOf(e))
            throw e
          }
          onSet?.()
          addToast({ content: `Target release set to ${version}` })
        },
      }),
    [update],
  )
  return { notAdmin, ask }
}
