import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { createdColumn, descriptionColumn, nameLinkColumn } from './columns'

type Row = { id: string; name: string; description: string; timeCreated: Date }
const row: Row = {
  id: '1',
  name: 'web',
  description: 'front end',
  timeCreated: new Date('2026-01-02T03:04:05Z'),
}

describe('shared columns', () => {
  it('links the name to the given path', () => {
    const col = nameLinkColumn<Row>((r) => `/projects/${r.name}/edit`)
    render(<MemoryRouter>{col.renderCell!({ row })}</MemoryRouter>)
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', '/projects/web/edit')
  })

  it('exports the creation time as ISO and the description as it is', () => {
    expect(createdColumn<Row>().csv!(row)).toBe('2026-01-02T03:04:05.000Z')
    expect(descriptionColumn<Row>()).toMatchObject({
      field: 'description',
      headerName: 'Description',
    })
  })
})
