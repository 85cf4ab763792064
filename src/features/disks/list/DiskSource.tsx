import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link, type To } from 'react-router-dom'
import { useImageViewQuery } from '~/api/endpoints/images'
import { useSnapshotViewQuery } from '~/api/endpoints/snapshots'
import type { Disk } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { listHighlighting } from '~/components'
import { useEntity } from '~/state/entities'

/** What a disk was made from: 'image' or 'snapshot' with its id, or nothing (a blank disk). */
export const diskSource = (disk: Disk) =>
  disk.imageId
    ? { kind: 'image' as const, id: disk.imageId }
    : disk.snapshotId
      ? { kind: 'snapshot' as const, id: disk.snapshotId }
      : undefined

function SourceLink({ to, name, kind }: { to: To; name: string; kind: string }) {
  return (
    <MuiLink component={Link} to={to} aria-label={`${kind} ${name}`} title={`${kind} ${name}`}>
      {name}
    </MuiLink>
  )
}

/**
 * The image or snapshot a disk was made from, named and linked to its list with its row marked.
 * Most disks share a few sources: the store answers at once when a list has been seen, and one
 * request per source otherwise. A source since deleted shows its id.
 */
function ImageSource({ id, project }: { id: string; project: string }) {
  const query = useImageViewQuery({ path: { image: id } })
  const image = useEntity('images', id) ?? query.data
  if (!image)
    return query.isLoading ? <Skeleton width={100} /> : <span title={id}>Deleted image</span>
  const list = image.projectId ? pb.projectImages(project) : pb.siloImages()
  return <SourceLink to={listHighlighting(list, image.name)} name={image.name} kind="Image" />
}

function SnapshotSource({ id, project }: { id: string; project: string }) {
  const query = useSnapshotViewQuery({ path: { snapshot: id } })
  const snapshot = useEntity('snapshots', id) ?? query.data
  if (!snapshot) {
    return query.isLoading ? <Skeleton width={100} /> : <span title={id}>Deleted snapshot</span>
  }
  return (
    <SourceLink
      to={listHighlighting(pb.snapshots(project), snapshot.name)}
      name={snapshot.name}
      kind="Snapshot"
    />
  )
}

export function DiskSource({ disk, project }: { disk: Disk; project: string }) {
  const source = diskSource(disk)
  if (!source) return '—'
  return source.kind === 'image' ? (
    <ImageSource id={source.id} project={project} />
  ) : (
    <SnapshotSource id={source.id} project={project} />
  )
}
