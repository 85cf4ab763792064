import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export type PageHeaderProps = {
  title: string
  /** Decorative; pass it with aria-hidden. */
  icon?: ReactNode
  /** Buttons at the right, e.g. 'New project'. */
  actions?: ReactNode
}

export function PageHeader({ title, icon, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        {icon && <Box sx={{ display: 'flex', color: 'text.secondary' }}>{icon}</Box>}
        <Typography variant="h1" component="h1" noWrap>
          {title}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  )
}
