import Typography from '@mui/material/Typography'
import { useInstanceDiskListQuery } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'

/** A list of names as a sentence: 'a', 'a and b', 'a, b and c'. */
const sentence = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * What deleting an instance does to what it holds, said before the user confirms: its disks are
 * detached and kept (named, so the user knows what stays behind and costs storage), its
 * ephemeral IP returns to its pool, floating IPs stay in the project.
 */
export function DeleteInstanceNote({ instance }: { instance: Instance }) {
  const { data } = useInstanceDiskListQuery({ path: { instance: instance.id } })
  const disks = data?.items.map((d) => d.name)
  let kept: string
  if (!disks) kept = 'Its disks are detached and kept.'
  else if (disks.length === 0) kept = 'It has no disks attached.'
  else
    kept = `Its ${disks.length === 1 ? 'disk' : 'disks'} ${sentence(disks)} ${
      disks.length === 1 ? 'is' : 'are'
    } detached and kept; delete ${disks.length === 1 ? 'it' : 'them'} from Disks if no longer needed.`
  return (
    <>
      <Typography>
        Are you sure you want to delete <strong>{instance.name}</strong>?
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {kept} An ephemeral IP returns to its pool; floating IPs stay in the project.
      </Typography>
    </>
  )
}
