import { act, render, screen, within } from '@testing-library/react'
import { announce } from './announce'
import { Announcer } from './Announcer'

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  act(() => jest.runOnlyPendingTimers())
  jest.useRealTimers()
})

const region = (politeness: string) =>
  screen.getByTestId('announcer').querySelector(`[aria-live="${politeness}"]`) as HTMLElement

it('puts polite and assertive messages in their own live regions', () => {
  render(<Announcer />)
  act(() => {
    announce('Saved')
    announce('Failed', 'assertive')
  })
  expect(within(region('polite')).getByText('Saved')).toBeInTheDocument()
  expect(within(region('assertive')).getByText('Failed')).toBeInTheDocument()
})

it('removes a message after 7000 ms (spec §9)', () => {
  render(<Announcer />)
  act(() => announce('Copied'))
  act(() => jest.advanceTimersByTime(6999))
  expect(screen.getByText('Copied')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.queryByText('Copied')).not.toBeInTheDocument()
})

it('announces a repeated message again', () => {
  render(<Announcer />)
  act(() => {
    announce('Copied')
    announce('Copied')
  })
  expect(screen.getAllByText('Copied')).toHaveLength(2)
})
