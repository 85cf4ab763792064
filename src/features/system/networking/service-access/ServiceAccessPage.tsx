import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { AllowListForm } from './AllowListForm'
import { InboundIcmp } from './InboundIcmp'

/**
 * system/networking/service-access: who may reach the rack's user-facing services (the console,
 * the API): the source allow list and inbound ICMP, each saved through a confirm that says what
 * changes.
 */
export function ServiceAccessPage() {
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Allow list
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 4 }}>
        <AllowListForm />
      </Paper>
      <Typography variant="h2" sx={{ mb: 2 }}>
        ICMP
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <InboundIcmp />
      </Paper>
    </>
  )
}
