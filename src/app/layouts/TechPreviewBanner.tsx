import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Modal } from '~/components'
import {
  loadMockScenario,
  loadedMockScenario,
  MOCK_SCENARIOS,
  type MockScenario,
} from '../mockScenarios'

/**
 * Mock mode only (spec §1): makes it plain that nothing here reaches a real rack, and lets a
 * trainer switch the mock's training scenario (the page reloads into it).
 */
export function TechPreviewBanner() {
  const [open, setOpen] = useState(false)
  const loaded = loadedMockScenario()
  const [chosen, setChosen] = useState<MockScenario>(loaded)
  const headingId = useId()
  const close = () => {
    setOpen(false)
    setChosen(loaded)
  }
  const current = MOCK_SCENARIOS.find((s) => s.name === loaded)
  return (
    <Box
      role="region"
      aria-label="Technical preview"
      sx={(theme) => ({
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        bgcolor: 'rgba(139, 161, 255, 0.12)',
        // the darker end of the accent on the light page, the lighter on the dark one: both read
        // at 4.5:1 on the tinted strip
        color: theme.palette.secondary[theme.palette.mode === 'light' ? 'dark' : 'light'],
        fontSize: 12,
      })}
    >
      <span>This is a technical preview.</span>
      <Button
        size="small"
        color="secondary"
        onClick={() => setOpen(true)}
        sx={{ py: 0, minWidth: 0 }}
      >
        Learn more
      </Button>
      <Modal title="Technical preview" isOpen={open} onDismiss={close} width="medium">
        <Modal.Body>
          <Typography sx={{ mb: 2 }}>
            This console is running against a mocked API in your browser. No real hardware,
            instances or networks are touched.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Everything you create or change is kept in memory only, so all data is lost when you
            refresh the page.
          </Typography>
          <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 0.5 }}>
            Training scenario
          </Typography>
          <Typography sx={{ mb: 1 }}>Loaded: {current?.label}.</Typography>
          <RadioGroup
            aria-labelledby={headingId}
            value={chosen}
            onChange={(_, value) => setChosen(value as MockScenario)}
          >
            {MOCK_SCENARIOS.map((s) => (
              <FormControlLabel
                key={s.name}
                value={s.name}
                control={<Radio size="small" />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                label={
                  <>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {s.label}
                      {s.name === loaded ? ' (loaded)' : ''}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {s.description}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
          <Typography variant="body2">
            Loading a scenario reloads the page with a fresh fleet; what you changed is lost.
          </Typography>
        </Modal.Body>
        <Modal.Footer
          onDismiss={close}
          cancelText="Close"
          onAction={() => loadMockScenario(chosen)}
          actionText="Load scenario"
          disabled={chosen === loaded}
        />
      </Modal>
    </Box>
  )
}
