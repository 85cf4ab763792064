import { render, screen } from '@testing-library/react'
import { ListFilter } from './ListFilter'
import type { ListFilterState } from './useListView'

// How many rows a held list keeps, in words: the noun follows the whole ('1 identity provider',
// '1 of 2 silos'), as the bulk bar's counts do.

const held = (shown: number, total: number, q = ''): ListFilterState => ({
  available: true,
  q,
  setQ: () => {},
  state: null,
  setState: () => {},
  states: [],
  shown,
  total,
})
const noun = { one: 'identity provider', other: 'identity providers' }

test.each([
  [held(1, 1), '1 identity provider'],
  [held(2, 2), '2 identity providers'],
  [held(1, 2, 'sso'), '1 of 2 identity providers'],
  [held(0, 1, 'x'), '0 of 1 identity provider'],
])('says %# as %s', (filter, said) => {
  render(<ListFilter filter={filter} noun={noun} />)
  expect(screen.getByText(said)).toBeInTheDocument()
})
