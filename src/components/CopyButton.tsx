import CheckIcon from '@mui/icons-material/Check'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Button from '@mui/material/Button'
import { useEffect, useRef, useState } from 'react'
import { COPY_FEEDBACK_MS } from '~/util/constants'
import { announce } from './announcer/announce'
import { addToast } from './toast/toastStore'

export type CopyButtonProps = { text: string; label?: string }

export function CopyButton({ text, label = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); say so, don't fail silently.
      addToast({ variant: 'error', title: 'Could not copy', content: 'Copy the text by hand.' })
      return
    }
    setCopied(true)
    announce('Copied')
    // Restart the feedback period on every copy.
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
  }

  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : label}
    </Button>
  )
}
