import { styled } from '@mui/material/styles'

export const MAIN_CONTENT_ID = 'main-content'

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-8),
  zIndex: theme.zIndex.tooltip + 2,
  padding: theme.spacing(1, 2),
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  borderRadius: theme.shape.borderRadius,
  '&:focus': { top: theme.spacing(1) },
}))

/** Keyboard users jump past the top bar and sidebar (spec §2). */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        e.preventDefault()
        document.getElementById(MAIN_CONTENT_ID)?.focus()
      }}
    >
      Skip to content
    </Link>
  )
}
