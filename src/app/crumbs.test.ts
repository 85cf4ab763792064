import type { UIMatch } from 'react-router-dom'
import { crumbsFromMatches, titleFromCrumbs } from './crumbs'

const match = (pathname: string, handle: unknown, params = {}): UIMatch =>
  ({ id: pathname, pathname, params, data: undefined, loaderData: undefined, handle }) as UIMatch

describe('breadcrumbs and document title (spec §2)', () => {
  it('joins crumb labels deepest to root and ends with the console name', () => {
    const crumbs = crumbsFromMatches([
      match('/', undefined),
      match('/projects', { crumb: 'Projects' }),
      match(
        '/projects/web/edit',
        { crumb: ({ params }: { params: { project: string } }) => params.project },
        {
          project: 'web',
        },
      ),
    ])
    expect(crumbs).toEqual([
      { label: 'Projects', path: '/projects' },
      { label: 'web', path: '/projects/web/edit' },
    ])
    expect(titleFromCrumbs(crumbs)).toBe('web / Projects / Oxide Console')
  })

  it('is just the console name without crumbs', () => {
    expect(titleFromCrumbs([])).toBe('Oxide Console')
  })
})

describe('title-only crumbs (route tabs)', () => {
  const matches = [
    match('/projects', { crumb: 'Projects' }),
    match('/projects/web/instances/db', { crumb: 'db' }),
    match('/projects/web/instances/db/storage', { crumb: 'Storage', titleOnly: true }),
  ]

  it('count in the document title', () => {
    expect(titleFromCrumbs(crumbsFromMatches(matches))).toBe(
      'Storage / db / Projects / Oxide Console',
    )
  })

  it('are marked, so the breadcrumb bar can leave them out', () => {
    expect(crumbsFromMatches(matches).filter((c) => !c.titleOnly)).toEqual([
      { label: 'Projects', path: '/projects' },
      { label: 'db', path: '/projects/web/instances/db' },
    ])
  })
})
