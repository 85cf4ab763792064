import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { formatBytes } from '~/util/format'
import { PHASE_LABELS, type ImportProgress } from './importDisk'

/** The step the import is at (named as the disk's state) and how much of the file is written. */
export function ImportProgressView({ name, progress }: { name: string; progress: ImportProgress }) {
  const { phase, bytesDone, totalBytes } = progress
  const percent = totalBytes > 0 ? (bytesDone / totalBytes) * 100 : 100
  const uploaded = `${formatBytes(bytesDone)} of ${formatBytes(totalBytes)} uploaded`
  return (
    <Box component="section" aria-label="Import progress" sx={{ py: 1 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        Importing {name}
      </Typography>
      {/* a status region, so screen readers hear each new step */}
      <Typography role="status" sx={{ mb: 1 }}>
        Step: {PHASE_LABELS[phase]}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Upload progress"
        aria-valuetext={uploaded}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {uploaded}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Cancel stops the import after the chunk being written and deletes the partly imported disk.
      </Typography>
    </Box>
  )
}
