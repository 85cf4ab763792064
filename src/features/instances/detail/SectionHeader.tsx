import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { ariaDisabledSx, useChangeReason } from '~/components'

export type SectionAction = {
  label: string
  onClick: () => void
  icon?: ReactNode
  /** this action's own reason, when the section's shared one does not apply */
  disabledReason?: string
}

type SectionHeaderProps = {
  title: string
  actions?: SectionAction[]
  /** when set, every action is disabled and this says why, once, under the buttons */
  disabledReason?: string
  /**
   * What the buttons change, in words ('this instance's disks'): a user whose project role may
   * not change it sees them disabled with that reason, which comes before any other.
   */
  changes?: string
}

/**
 * A tab section's heading with its buttons (Attach existing disk, Create disk…). A button that
 * cannot be used now stays focusable (aria-disabled) and its reason is shown beside it and linked
 * as its description, so keyboard and screen-reader users learn why, too.
 */
export function SectionHeader({
  title,
  actions = [],
  disabledReason,
  changes,
}: SectionHeaderProps) {
  const reasonId = useId()
  const roleReason = useChangeReason(changes && `change ${changes}`)
  const reasonOf = (action: SectionAction) => roleReason ?? disabledReason ?? action.disabledReason
  const reasons = [...new Set(actions.map(reasonOf).filter((r): r is string => !!r))]
  const idOf = (reason: string) => `${reasonId}-${reasons.indexOf(reason)}`
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mt: 3, mb: 1.5 }}>
      <Typography variant="h2" component="h2" sx={{ flex: 1, pt: 0.75 }}>
        {title}
      </Typography>
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {actions.map((action) => {
              const reason = reasonOf(action)
              return (
                <Button
                  key={action.label}
                  variant="outlined"
                  size="small"
                  startIcon={action.icon}
                  aria-disabled={reason ? true : undefined}
                  aria-describedby={reason ? idOf(reason) : undefined}
                  onClick={() => {
                    if (!reason) action.onClick()
                  }}
                  sx={reason ? ariaDisabledSx : undefined}
                >
                  {action.label}
                </Button>
              )
            })}
          </Box>
          {reasons.map((reason) => (
            <Typography key={reason} id={idOf(reason)} variant="caption" color="text.secondary">
              {reason}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  )
}
