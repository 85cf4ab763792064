import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { announce, useAnnouncements } from './announce'
import { Announcer } from './Announcer'

/** The live region is invisible; this mirrors its contents so the 7 s lifetime can be seen. */
function AnnouncerDemo() {
  const announcements = useAnnouncements()
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => announce('Project saved')}>
          Announce politely
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => announce('Save failed', 'assertive')}
        >
          Announce assertively
        </Button>
      </Stack>
      <Typography color="text.secondary">In the live region now:</Typography>
      <ul>
        {announcements.map((a) => (
          <li key={a.id}>
            {a.message} ({a.politeness})
          </li>
        ))}
      </ul>
      <Announcer />
    </Stack>
  )
}

const meta: Meta<typeof AnnouncerDemo> = {
  title: 'Components/Announcer',
  component: AnnouncerDemo,
}
export default meta

export const Default: StoryObj<typeof AnnouncerDemo> = {}
