import { render, screen } from '@testing-library/react'
import { AddressUtilization } from './AddressUtilization'

// The bar's colour is MUI's: its colour class is what the user sees as green, amber or red.
const barOf = (allocated: bigint, capacity: bigint) => {
  const { unmount } = render(
    <AddressUtilization version="v4" count={{ allocated, capacity, exact: true }} />,
  )
  const bar = screen.getByRole('meter', { name: 'IPv4 utilization' })
  const colour = ['Primary', 'Warning', 'Error'].find((c) =>
    bar.classList.contains(`MuiLinearProgress-color${c}`),
  )
  const text = bar.getAttribute('aria-valuetext')
  unmount()
  return { colour, text }
}

test("a pool's bar says how full it is: warning from 80 %, error when full", () => {
  expect(barOf(0n, 80n)).toEqual({ colour: 'Primary', text: '0 of 80 IPv4 addresses allocated' })
  expect(barOf(63n, 80n).colour).toBe('Primary')
  expect(barOf(64n, 80n).colour).toBe('Warning')
  // one address left is not full
  expect(barOf(79n, 80n).colour).toBe('Warning')
  expect(barOf(80n, 80n)).toEqual({ colour: 'Error', text: '80 of 80 IPv4 addresses allocated' })
})
