import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { formatBytes } from '~/util/format'
import { PHASE_LABELS, type ImportProgress } from './importDisk'

type ProgressViewProps = {
  /** what is being made, e.g. 'Importing ubuntu' */
  title: string
  /** the step it is at, announced as it changes */
  step: string
  bytesDone: number
  totalBytes: number
  /** what Cancel does now */
  note: string
}

/**
 * One progress bar over a multi-step upload: the step's name, how much of the file is written,
 * and what Cancel would do. The image upload uses it too.
 */
export function ProgressView({ title, step, bytesDone, totalBytes, note }: ProgressViewProps) {
  const percent = totalBytes > 0 ? (bytesDone / totalBytes) * 100 : 100
  const uploaded = `${formatBytes(bytesDone)} of ${formatBytes(totalBytes)} uploaded`
  return (
    <Box component="section" aria-label="Import progress" sx={{ py: 1 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {title}
      </Typography>
      {/* a status region, so screen readers hear each new step */}
      <Typography role="status" sx={{ mb: 1 }}>
        Step: {step}
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
        {note}
      </Typography>
    </Box>
  )
}

/** The step the import is at (named as the disk's state) and how much of the file is written. */
export function ImportProgressView({ name, progress }: { name: string; progress: ImportProgress }) {
  return (
    <ProgressView
      title={`Importing ${name}`}
      step={PHASE_LABELS[progress.phase]}
      bytesDone={progress.bytesDone}
      totalBytes={progress.totalBytes}
      note="Cancel stops the import after the chunk being written and deletes the partly imported disk."
    />
  )
}
