import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { useInstanceExternalIpListQuery } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import { pb } from '~/app/routes/paths'
import { Spinner } from '~/components'
import { instanceDisabledReason } from '~/state/machines'
import { useInstance, useInstanceSelector } from '../useInstance'
import { CliCommandButton } from './CliCommandModal'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2.5 }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

const codeSx = {
  fontFamily: 'monospace',
  fontSize: '0.85rem',
  bgcolor: 'action.hover',
  borderRadius: 1,
  px: 1,
  py: 0.5,
} as const

/** The instance's external addresses as `ssh` hints; a hint only, the user depends on the image. */
function SshSection({ project, instance }: { project: string; instance: string }) {
  const { data, error, isLoading } = useInstanceExternalIpListQuery({
    path: { instance },
    query: { project },
  })
  let body: ReactNode
  if (isLoading) body = <Spinner />
  else if (error) body = <Alert severity="error">{messageOf(error)}</Alert>
  else if (!data?.items.length)
    body = (
      <Typography color="text.secondary">
        This instance has no external IP address, so it cannot be reached over SSH from outside its
        VPC.
      </Typography>
    )
  else
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Connect with a key from your SSH keys; the user name depends on the instance’s image.
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((ip) => (
            <Box component="li" key={ip.ip}>
              <Box component="code" sx={codeSx}>
                ssh user@{ip.ip}
              </Box>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {ip.kind === 'floating' ? `floating IP ${ip.name}` : 'ephemeral IP'}
              </Typography>
            </Box>
          ))}
        </Stack>
      </>
    )
  return <Section title="SSH">{body}</Section>
}

/** The instance page's Connect tab: the serial console and SSH. */
export function ConnectTab() {
  const { project, instance: name } = useInstanceSelector()
  const instance = useInstance()
  const reasonId = useId()
  if (!instance) return <Spinner />
  const disabledReason = instanceDisabledReason('serialConsole', instance)

  return (
    <Stack spacing={2}>
      <Section title="Serial console">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The serial console shows the instance’s boot log and gives you a login prompt, even when
          its network is down.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {disabledReason ? (
            // A disabled button, not a link: nothing to follow until the state allows a console.
            <Button variant="contained" size="small" disabled aria-describedby={reasonId}>
              Connect
            </Button>
          ) : (
            <Button
              variant="contained"
              size="small"
              component={Link}
              to={pb.serialConsole(project, name)}
            >
              Connect
            </Button>
          )}
          <CliCommandButton project={project} instance={name} />
        </Stack>
        {disabledReason && (
          <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {disabledReason}
          </Typography>
        )}
      </Section>
      <SshSection project={project} instance={name} />
    </Stack>
  )
}
