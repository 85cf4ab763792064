import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import { useId } from 'react'
import { FLEET_ADMIN_ONLY, useIsFleetAdmin } from '~/app/roles'
import type { RowAction } from '~/components'

/** A 'New …' link a fleet viewer who is not an admin sees disabled, with the reason. */
function DisabledCreate({ label }: { label: string }) {
  const reasonId = useId()
  return (
    <>
      <Tooltip title={FLEET_ADMIN_ONLY} describeChild>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          aria-disabled
          aria-describedby={reasonId}
          sx={{ opacity: 0.5, cursor: 'not-allowed' }}
        >
          {label}
        </Button>
      </Tooltip>
      <span id={reasonId} hidden>
        {FLEET_ADMIN_ONLY}
      </span>
    </>
  )
}

/**
 * The list page's create link for a fleet admin; for a fleet viewer, the same button disabled
 * with the reason (ListPage props: `create` or `headerActions`).
 */
export function useAdminCreate(create: { label: string; to: string }) {
  const isFleetAdmin = useIsFleetAdmin()
  return isFleetAdmin ? { create } : { headerActions: <DisabledCreate label={create.label} /> }
}

/** Row actions that change the fleet, disabled with the reason for a fleet viewer. */
export function useAdminActions() {
  const isFleetAdmin = useIsFleetAdmin()
  return (actions: RowAction[]): RowAction[] =>
    isFleetAdmin ? actions : actions.map((a) => ({ ...a, disabledReason: FLEET_ADMIN_ONLY }))
}
