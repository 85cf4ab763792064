import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link } from 'react-router-dom'
import { useInstanceAffinityGroupListQuery } from '~/api/endpoints/affinity'
import { useInstanceAntiAffinityGroupListQuery } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { KIND_LABEL, type AffinityKind } from '~/api/affinityGroups'

/**
 * The affinity and anti-affinity groups an instance is a member of, each linking to its page,
 * for the instance's properties.
 */
export function InstanceGroups({ project, instanceId }: { project: string; instanceId: string }) {
  const arg = { path: { instance: instanceId }, query: { limit: ALL_PAGES_LIMIT } }
  const affinity = useInstanceAffinityGroupListQuery(arg)
  const anti = useInstanceAntiAffinityGroupListQuery(arg)
  if (affinity.isLoading || anti.isLoading) return <Skeleton width={160} />
  const error = affinity.error ?? anti.error
  if (error !== undefined) return <span>Could not load the groups: {messageOf(error)}</span>
  const groups: { kind: AffinityKind; name: string; id: string }[] = [
    ...(anti.data?.items ?? []).map((g) => ({ kind: 'anti-affinity' as const, ...g })),
    ...(affinity.data?.items ?? []).map((g) => ({ kind: 'affinity' as const, ...g })),
  ]
  if (groups.length === 0) return 'None'
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5 }}>
      {groups.map((g) => (
        <span key={g.id}>
          {/* underlined: next to the kind's text, colour alone would not mark it as a link */}
          <MuiLink
            component={Link}
            to={pb.affinityGroup(project, g.kind, g.name)}
            underline="always"
          >
            {g.name}
          </MuiLink>{' '}
          ({KIND_LABEL[g.kind].toLowerCase()})
        </span>
      ))}
    </Box>
  )
}
