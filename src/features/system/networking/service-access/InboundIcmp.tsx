import FormControlLabel from '@mui/material/FormControlLabel'
import Skeleton from '@mui/material/Skeleton'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useNetworkingInboundIcmpUpdateMutation } from '~/api/endpoints/systemNetworking'
import { FLEET_ADMIN_ONLY, useIsFleetAdmin } from '~/app/roles'
import { addToast, confirmAction, QueryError } from '~/components'
import { inboundIcmpView } from './views'

const EFFECT = {
  on: 'The rack’s services will answer ping and accept the ICMP messages path MTU discovery needs, from any address the allow list lets in.',
  off: 'The rack’s services will drop inbound ICMP: ping stops answering, and clients behind links with a smaller MTU may find connections that stall.',
} as const

const STATE = {
  on: 'On: the services answer ping and take the ICMP messages path MTU discovery needs.',
  off: 'Off: the services drop inbound ICMP.',
} as const

/** Inbound ICMP to the rack's user-facing services, on or off, changed through a confirm. */
export function InboundIcmp() {
  const { data, error, refetch } = inboundIcmpView.useView()
  const [update] = useNetworkingInboundIcmpUpdateMutation()
  const isFleetAdmin = useIsFleetAdmin()
  const reasonId = useId()
  if (error) return <QueryError what="the ICMP setting" error={error} onRetry={refetch} />
  if (!data) return <Skeleton width={240} height={40} />
  const change = (enabled: boolean) =>
    confirmAction({
      modalTitle: enabled ? 'Allow inbound ICMP' : 'Block inbound ICMP',
      modalContent: <Typography>{enabled ? EFFECT.on : EFFECT.off}</Typography>,
      errorTitle: 'Could not change inbound ICMP',
      actionType: enabled ? 'primary' : 'danger',
      actionLabel: enabled ? 'Allow ICMP' : 'Block ICMP',
      doAction: async () => {
        await update({ body: { enabled } }).unwrap()
        addToast({ content: enabled ? 'Inbound ICMP allowed' : 'Inbound ICMP blocked' })
      },
    })
  return (
    <>
      <FormControlLabel
        label="Inbound ICMP"
        control={
          <Switch
            checked={data.enabled}
            disabled={!isFleetAdmin}
            slotProps={{ input: { 'aria-describedby': isFleetAdmin ? undefined : reasonId } }}
            onChange={(_, enabled) => change(enabled)}
          />
        }
      />
      <Typography variant="body2" color="text.secondary">
        {data.enabled ? STATE.on : STATE.off}
      </Typography>
      {!isFleetAdmin && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {FLEET_ADMIN_ONLY}
        </Typography>
      )}
    </>
  )
}
