import { render, screen } from '@testing-library/react'
import type { DiskState, InstanceState, SnapshotState } from '~/api/generated/types'
import { DateTime } from './DateTime'
import {
  DiskStateBadge,
  InstanceStateBadge,
  MulticastGroupStateBadge,
  MulticastMemberStateBadge,
  SnapshotStateBadge,
  StateBadge,
} from './StateBadge'
import { InTableContext } from './table/inTable'

// Issue 43 §1: a value this console does not know renders as itself, in a neutral badge.

test('an unknown state shows as itself, titled Unknown state; a known one has no such title', () => {
  render(
    <>
      <InstanceStateBadge state={'teleporting' as InstanceState} />
      <DiskStateBadge state={'quantum' as DiskState['state']} />
      <SnapshotStateBadge state={'frozen_in_time' as SnapshotState} />
      <MulticastGroupStateBadge state="dissolving" />
      <InstanceStateBadge state="running" />
      <MulticastMemberStateBadge state="joined" />
    </>,
  )
  expect(screen.getByText('teleporting')).toBeVisible()
  for (const label of ['teleporting', 'quantum', 'frozen in time', 'dissolving']) {
    expect(screen.getByText(label).closest('[data-state]')).toHaveAttribute(
      'title',
      'Unknown state',
    )
  }
  expect(screen.getByText('running').closest('[data-state]')).not.toHaveAttribute('title')
  expect(screen.getByText('joined').closest('[data-state]')).not.toHaveAttribute('title')
})

test('in a table, an unknown state or colour is painted neutral', () => {
  render(
    <InTableContext.Provider value>
      <InstanceStateBadge state={'teleporting' as InstanceState} />
      {/* eslint-disable-next-line no-restricted-syntax -- a colour outside the union, as a caller could pass at run time */}
      <StateBadge state="odd" color={undefined as never} />
    </InTableContext.Provider>,
  )
  expect(screen.getByText('teleporting')).toHaveAttribute('data-color', 'neutral')
  expect(screen.getByText('odd')).toHaveAttribute('data-color', 'neutral')
})

test('a timestamp that does not parse shows as the API sent it', () => {
  render(<DateTime date="sometime next tuesday" />)
  expect(screen.getByText('sometime next tuesday')).toBeVisible()
})
