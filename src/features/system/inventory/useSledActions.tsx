import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useSledSetProvisionPolicyMutation } from '~/api/endpoints/systemHardware'
import type { Sled, SledProvisionPolicy } from '~/api/generated/types'
import { addToast, confirmAction, type RowAction } from '~/components'
import { unknownStateReason } from '~/state/machines'
import { isKnown } from '~/util/labels'

type Change = {
  to: SledProvisionPolicy
  /** the menu item and the dialog's title */
  label: string
  /** the dialog's button */
  button: string
  effect: string
  done: string
}

const CHANGE: Record<SledProvisionPolicy, Change> = {
  provisionable: {
    to: 'non_provisionable',
    label: 'Mark as not provisionable',
    button: 'Mark not provisionable',
    effect: 'New instances and disks will not be placed on it; what runs there now stays.',
    done: 'not provisionable',
  },
  non_provisionable: {
    to: 'provisionable',
    label: 'Mark as provisionable',
    button: 'Mark provisionable',
    effect: 'New instances and disks may be placed on it again.',
    done: 'provisionable',
  },
}

/** The provision-policy change the API allows: only for a sled in service, confirmed. */
export function useSledActions() {
  const [setPolicy] = useSledSetProvisionPolicyMutation()
  return useCallback(
    (sled: Sled): RowAction[] => {
      const serial = sled.baseboard.serial
      if (sled.policy.kind === 'expunged') {
        return [
          {
            label: 'Mark as provisionable',
            disabledReason: 'An expunged sled is out of service for good',
            onActivate: () => undefined,
          },
        ]
      }
      const policy = sled.policy.provisionPolicy
      // a policy (or a kind of one) this console does not know: no change it can be sure of
      if (sled.policy.kind !== 'in_service' || !isKnown(CHANGE, policy)) {
        return [
          {
            label: 'Mark as provisionable',
            disabledReason: unknownStateReason(String(policy ?? sled.policy.kind)),
            onActivate: () => undefined,
          },
        ]
      }
      const change = CHANGE[policy]
      return [
        {
          label: change.label,
          onActivate: () =>
            confirmAction({
              modalTitle: change.label,
              modalContent: (
                <Typography>
                  {change.label} sled <strong>{serial}</strong>? {change.effect}
                </Typography>
              ),
              errorTitle: 'Could not change the provision policy',
              actionType: 'primary',
              actionLabel: change.button,
              doAction: async () => {
                await setPolicy({ path: { sledId: sled.id }, body: { state: change.to } }).unwrap()
                addToast({ content: `Sled ${serial} is now ${change.done}` })
              },
            }),
        },
      ]
    },
    [setPolicy],
  )
}
