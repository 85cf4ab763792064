import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { useDiskViewQuery } from '~/api/endpoints/disks'
import { useImageViewQuery } from '~/api/endpoints/images'
import {
  useInstanceExternalIpListQuery,
  useInstanceSshPublicKeyListQuery,
} from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { CopyButton, QueryError, Spinner } from '~/components'
import { instanceDisabledReason } from '~/state/machines'
import { withInstance, useInstanceSelector } from '../useInstance'
import { CliCommandButton } from './CliCommandModal'
import { defaultSshUser } from './sshUser'

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

/**
 * The user to log in as: the image's default user where its OS says it ('ubuntu' on Ubuntu), for
 * a boot disk made from an image; undefined when the console cannot tell.
 */
function useSshUser(instance: Instance): { user: string | undefined; os: string | undefined } {
  const disk = useDiskViewQuery(
    { path: { disk: instance.bootDiskId ?? '' } },
    { skip: !instance.bootDiskId },
  ).data
  const image = useImageViewQuery(
    { path: { image: disk?.imageId ?? '' } },
    { skip: !disk?.imageId },
  ).data
  return { user: defaultSshUser(image?.os), os: image ? `${image.os} ${image.version}` : undefined }
}

/**
 * No key was added at create, and keys cannot be added later: an `ssh` command would be refused,
 * so say how to get in instead.
 */
function NoSshKey({ project, instance }: { project: string; instance: Instance }) {
  const serialConsole = instanceDisabledReason('serialConsole', instance) ? (
    'the serial console'
  ) : (
    <MuiLink component={Link} to={pb.serialConsole(project, instance.name)}>
      the serial console
    </MuiLink>
  )
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        No SSH key was added to this instance when it was created, so SSH cannot log in to it.
      </Typography>
      <Typography color="text.secondary">To get in:</Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0, color: 'text.secondary' }}>
        <li>
          Log in on {serialConsole} with a password that the image or the instance’s cloud-init user
          data set.
        </li>
        <li>
          An instance’s SSH keys and user data are set only when it is created: to use SSH,{' '}
          <MuiLink component={Link} to={pb.instancesNew(project)}>
            create a new instance
          </MuiLink>{' '}
          with a key from your SSH keys, or one in its cloud-init user data.
        </li>
      </Box>
    </>
  )
}

/** The instance's external addresses as `ssh` commands, each with a copy button. */
function SshSection({ project, instance }: { project: string; instance: Instance }) {
  // by id, as the networking tab and the header ask: one cache entry, refreshed by attach/detach
  const { data, error, isLoading, refetch } = useInstanceExternalIpListQuery({
    path: { instance: instance.id },
  })
  // one is enough to know whether there are any; on an error the commands show as they would
  const keys = useInstanceSshPublicKeyListQuery({
    path: { instance: instance.id },
    query: { limit: 1 },
  })
  const { user, os } = useSshUser(instance)
  let body: ReactNode
  if (isLoading || keys.isLoading) body = <Spinner />
  else if (keys.data && keys.data.items.length === 0)
    body = <NoSshKey project={project} instance={instance} />
  else if (error)
    body = <QueryError what="the external IP addresses" error={error} onRetry={refetch} />
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
          {user
            ? `Connect with a key from your SSH keys, as ${user}, the default user of its image (${os}).`
            : 'Connect with a key from your SSH keys; the user name depends on the instance’s image, so replace user with it.'}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((ip) => {
            const command = `ssh ${user ?? 'user'}@${ip.ip}`
            return (
              <Box
                component="li"
                key={ip.ip}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Box component="code" sx={codeSx}>
                  {command}
                </Box>
                <CopyButton text={command} label={`Copy ${command}`} variant="icon" />
                <Typography component="span" variant="body2" color="text.secondary">
                  {ip.kind === 'floating' ? `floating IP ${ip.name}` : 'ephemeral IP'}
                </Typography>
              </Box>
            )
          })}
        </Stack>
      </>
    )
  return <Section title="SSH">{body}</Section>
}

/** The instance page's Connect tab: the serial console and SSH. */
export const ConnectTab = withInstance(function ConnectTab({ instance }) {
  const { project, instance: name } = useInstanceSelector()
  const reasonId = useId()
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
      <SshSection project={project} instance={instance} />
    </Stack>
  )
})
