import Box from '@mui/material/Box'
import { Outlet } from 'react-router-dom'
import type { JumpArea } from '../jump/jumpOptions'
import { JumpToHost } from '../jump/JumpToHost'
import { useCurrentUser } from '../session'
import { TopBar } from './TopBar'

/** The signed-in frame; `jumpAreas` are the areas' pages jump-to offers from anywhere. */
export function AuthenticatedLayout({ jumpAreas }: { jumpAreas: readonly JumpArea[] }) {
  // Without a user the baseQuery is already on its way to /login.
  const me = useCurrentUser()
  if (!me) return null
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <TopBar />
      <Outlet />
      <JumpToHost areas={jumpAreas} />
    </Box>
  )
}
