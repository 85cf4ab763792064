import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import IconButton from '@mui/material/IconButton'
import MuiLink from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import { Link } from 'react-router-dom'
import { TOAST_CTA_MAX, TRUNCATED_TOOLTIP_DELAY_MS } from '~/util/constants'
import { truncate } from '~/util/format'
import { holdToast, releaseToast, removeToast, type Toast } from './toastStore'

export function ToastItem({ toast }: { toast: Toast }) {
  const { id, title, content, variant, cta } = toast
  const dismiss = () => removeToast(id)
  const ctaText = cta ? truncate(cta.text, TOAST_CTA_MAX) : ''

  return (
    <Alert
      severity={variant}
      variant="filled"
      role={variant === 'error' ? 'alert' : 'status'}
      sx={{ boxShadow: 6, alignItems: 'flex-start' }}
      onMouseEnter={() => holdToast(id, 'pointer')}
      onMouseLeave={() => releaseToast(id, 'pointer')}
      onFocus={() => holdToast(id, 'focus')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) releaseToast(id, 'focus')
      }}
      action={
        <IconButton
          aria-label="Dismiss notification"
          color="inherit"
          size="small"
          onClick={dismiss}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {/* with a link after it, the content keeps an element of its own, so it reads (and is
          found) as one text apart from the link's */}
      {cta ? <span>{content}</span> : content}
      {cta && (
        // the full text stays reachable when the visible text is cut: its tooltip (after the
        // longer delay of truncated text, spec §9) and the link's accessible name
        <Tooltip
          title={ctaText === cta.text ? '' : cta.text}
          enterDelay={TRUNCATED_TOOLTIP_DELAY_MS}
        >
          <MuiLink
            component={Link}
            to={cta.link}
            color="inherit"
            underline="always"
            onClick={dismiss}
            sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}
          >
            {ctaText}
          </MuiLink>
        </Tooltip>
      )}
    </Alert>
  )
}
