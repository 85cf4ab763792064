import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** A titled part of the page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  )
}
