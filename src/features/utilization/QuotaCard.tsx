import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { formatPercent } from '~/util/format'
import { quotaUse } from './quota'

export type QuotaCardProps = {
  title: string
  provisioned: number
  quota: number
  /** the figures with their units (spec §9) */
  format: (n: number) => string
}

/**
 * One resource of the silo: provisioned against the quota, as figures and a bar. Over quota the
 * bar's scale grows past the quota and a mark shows where the quota is.
 */
export function QuotaCard({ title, provisioned, quota, format }: QuotaCardProps) {
  const headingId = useId()
  const use = quotaUse(provisioned, quota)
  const fill = Math.min(use.percent, use.scale) / use.scale
  const left = quota - provisioned
  const shown = formatPercent(use.percent)
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h3" component="h2">
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}>
          {format(provisioned)}
        </Typography>
        <Typography component="span" color="text.secondary">
          of {format(quota)} quota
        </Typography>
      </Box>
      <Box
        role="meter"
        aria-label={`${title} provisioned`}
        aria-valuemin={0}
        aria-valuemax={use.scale}
        aria-valuenow={Math.round(Math.min(use.percent, use.scale))}
        aria-valuetext={`${shown} of quota`}
        sx={{ position: 'relative', height: 10, borderRadius: 5, bgcolor: 'action.hover' }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${fill * 100}%`,
            borderRadius: 5,
            bgcolor: use.over ? 'error.main' : use.percent >= 90 ? 'warning.main' : 'primary.main',
          }}
        />
        {use.over && (
          <Box
            aria-hidden
            data-quota-mark
            sx={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              left: `${(100 / use.scale) * 100}%`,
              width: 2,
              bgcolor: 'text.primary',
            }}
          />
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <dt>Of quota</dt>
        <dd>{shown}</dd>
        <dt>{left >= 0 ? 'Available' : 'Over quota by'}</dt>
        <dd>{format(Math.abs(left))}</dd>
      </Box>
    </Paper>
  )
}
