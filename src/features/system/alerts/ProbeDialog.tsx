import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import DialogActions from '@mui/material/DialogActions'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useAlertReceiverProbeMutation } from '~/api/endpoints/systemAlerts'
import { messageOf } from '~/api/errors'
import type { AlertProbeResult, AlertReceiver } from '~/api/generated/types'
import { AlertDeliveryStateBadge, Modal, PropertiesTable } from '~/components'
import { resultLabel } from './labels'

/** The probe's answer: its state, what the endpoint answered and how long it took. */
function ProbeAnswer({ result }: { result: AlertProbeResult }) {
  const { probe, resendsStarted } = result
  const last = probe.attempts.webhook?.at(-1)
  const delivered = probe.state === 'delivered'
  return (
    <>
      <Alert severity={delivered ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
        {delivered ? 'The receiver took the test.' : 'The test did not get through.'}
      </Alert>
      <PropertiesTable
        properties={[
          { label: 'State', value: <AlertDeliveryStateBadge state={probe.state} /> },
          { label: 'Result', value: last ? resultLabel(last.result) : '—' },
          {
            label: 'Response status',
            value: last?.response ? String(last.response.status) : 'None',
          },
          {
            label: 'Duration',
            value: last?.response ? `${last.response.durationMs.toLocaleString()} ms` : '—',
          },
          ...(resendsStarted === null || resendsStarted === undefined
            ? []
            : [{ label: 'Failed deliveries resent', value: String(resendsStarted) }]),
        ]}
      />
    </>
  )
}

/**
 * Send a test (the API's liveness probe) to a receiver and show what came back; optionally, once
 * it gets through, resend every alert whose delivery to it failed.
 */
export function ProbeDialog({
  receiver,
  onDismiss,
}: {
  receiver: Pick<AlertReceiver, 'name' | 'kind'>
  onDismiss: () => void
}) {
  const [probe, { isLoading }] = useAlertReceiverProbeMutation()
  const [resend, setResend] = useState(false)
  const [result, setResult] = useState<AlertProbeResult | null>(null)
  const [error, setError] = useState<string | null>(null)

  const send = async () => {
    setError(null)
    try {
      setResult(await probe({ path: { receiver: receiver.name }, query: { resend } }).unwrap())
    } catch (e) {
      setError(messageOf(e))
    }
  }

  return (
    <Modal title="Send a test" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        {result ? (
          <ProbeAnswer result={result} />
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              Sends a test alert (class <code>probe</code>) to <strong>{receiver.name}</strong> at{' '}
              <code>{receiver.kind.endpoint}</code> and waits for its answer.
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={resend} onChange={(e) => setResend(e.target.checked)} />}
              label="If it gets through, resend every alert whose delivery to it failed"
            />
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </>
        )}
      </Modal.Body>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {result ? (
          <>
            <Button variant="outlined" color="inherit" onClick={() => setResult(null)}>
              Send again
            </Button>
            <Button variant="contained" onClick={onDismiss}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button variant="outlined" color="inherit" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="contained" loading={isLoading} onClick={() => void send()}>
              Send test
            </Button>
          </>
        )}
      </DialogActions>
    </Modal>
  )
}
