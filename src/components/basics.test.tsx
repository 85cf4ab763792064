import { render, screen } from '@testing-library/react'
import { DateTime } from './DateTime'
import { PageHeader } from './PageHeader'
import { PropertiesTable } from './PropertiesTable'
import { Spinner } from './Spinner'

it('PageHeader renders the title as the h1 with its actions', () => {
  render(<PageHeader title="Projects" actions={<button>New project</button>} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument()
})

it("Spinner is a progressbar named 'Loading'", () => {
  render(<Spinner />)
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
})

it('PropertiesTable is a description list of label/value pairs', () => {
  render(
    <PropertiesTable
      properties={[
        { label: 'Name', value: 'laptop' },
        { label: 'Silo', value: <strong>maze-war</strong> },
      ]}
    />,
  )
  const terms = screen.getAllByRole('term').map((t) => t.textContent)
  const defs = screen.getAllByRole('definition').map((d) => d.textContent)
  expect(terms).toEqual(['Name', 'Silo'])
  expect(defs).toEqual(['laptop', 'maze-war'])
})

it('DateTime shows a readable date with the ISO string as its title', () => {
  const date = new Date('2025-03-04T05:06:07.000Z')
  render(<DateTime date={date} />)
  const time = screen.getByTitle('2025-03-04T05:06:07.000Z')
  expect(time.tagName).toBe('TIME')
  expect(time).toHaveAttribute('datetime', '2025-03-04T05:06:07.000Z')
  expect(time).toHaveTextContent(/2025/)
  expect(time.textContent).toMatch(/^Mar \d, 2025/)
})
