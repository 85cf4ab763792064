import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export type PageHeaderProps = {
  title: string
  /** Decorative; pass it with aria-hidden. */
  icon?: ReactNode
  /** Buttons at the right, e.g. 'New project'. */
  actions?: ReactNode
  /** 'section': an h2, for a list inside a page that has its own h1 (a VPC's subnets tab). */
  level?: 'page' | 'section'
}

export function PageHeader({ title, icon, actions, level = 'page' }: PageHeaderProps) {
  const heading = level === 'page' ? 'h1' : 'h2'
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        {icon && <Box sx={{ display: 'flex', color: 'text.secondary' }}>{icon}</Box>}
        <Typography variant={heading} component={heading} noWrap>
          {title}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  )
}
