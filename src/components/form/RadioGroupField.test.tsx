import { ThemeProvider } from '@mui/material/styles'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Formik } from 'formik'
import { theme } from '~/app/theme'
import { RadioGroupField } from './RadioGroupField'

test('the keyboard’s ring on a radio sits inside its padding, clear of the label', async () => {
  const user = userEvent.setup()
  render(
    <ThemeProvider theme={theme}>
      <Formik initialValues={{ size: 'small' }} onSubmit={jest.fn()}>
        <RadioGroupField
          name="size"
          label="Size"
          choices={[
            { value: 'small', label: 'Small' },
            { value: 'large', label: 'Large' },
          ]}
        />
      </Formik>
    </ThemeProvider>,
  )
  await user.tab()
  const radio = screen.getByRole('radio', { name: 'Small' })
  expect(radio).toHaveFocus()
  // the radio's own box: its 9px padding is all that parts it from the label's first letter
  const box = radio.closest('.MuiRadio-root')
  expect(box).toHaveClass('Mui-focusVisible')
  const ring = getComputedStyle(box!)
  expect(ring.outline).toMatch(/^2px solid /)
  // a 2px ring 4px in: 2px short of the box's edge (the label), 5px clear of the circle
  expect(ring.outlineOffset).toBe('-4px')
})
