import Box from '@mui/material/Box'
import { Outlet } from 'react-router-dom'
import { JumpToHost } from '../jump/JumpToHost'
import { useCurrentUser } from '../session'
import { TopBar } from './TopBar'

export function AuthenticatedLayout() {
  // Without a user the baseQuery is already on its way to /login.
  const me = useCurrentUser()
  if (!me) return null
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <TopBar />
      <Outlet />
      <JumpToHost />
    </Box>
  )
}
