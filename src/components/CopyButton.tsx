import CheckIcon from '@mui/icons-material/Check'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useEffect, useRef, useState } from 'react'
import { COPY_FEEDBACK_MS } from '~/util/constants'
import { copyText } from './copyText'
import { LazyTooltip } from './LazyTooltip'

export type CopyButtonProps = {
  text: string
  label?: string
  /** 'icon': a small icon button named by `label` (inline, beside the text it copies) */
  variant?: 'button' | 'icon'
}

export function CopyButton({ text, label = 'Copy', variant = 'button' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    if (!(await copyText(text))) return
    setCopied(true)
    // Restart the feedback period on every copy.
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
  }

  const icon = copied ? (
    <CheckIcon fontSize="inherit" aria-hidden />
  ) : (
    <ContentCopyIcon fontSize="inherit" aria-hidden />
  )
  if (variant === 'icon') {
    return (
      // lazy: a copy button can sit in every row of a table
      <LazyTooltip title={copied ? 'Copied' : label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(e) => {
            // inside a clickable row or cell, copying is all this click does
            e.stopPropagation()
            void copy()
          }}
          sx={{ fontSize: 16, p: 0.5 }}
        >
          {icon}
        </IconButton>
      </LazyTooltip>
    )
  }
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={icon}
      onClick={() => void copy()}
      // one line: beside a field ('Copy secret') a squeezed label broke in two
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {copied ? 'Copied' : label}
    </Button>
  )
}
