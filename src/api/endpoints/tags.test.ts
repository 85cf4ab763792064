import { ifSucceeded, itemTags, listTags } from './tags'

test('listTags: LIST plus one tag per item; LIST alone before data arrives', () => {
  expect(listTags('User', { items: [{ id: 'u1' }, { id: 'u2' }] })).toEqual([
    { type: 'User', id: 'LIST' },
    { type: 'User', id: 'u1' },
    { type: 'User', id: 'u2' },
  ])
  expect(listTags('User', undefined)).toEqual([{ type: 'User', id: 'LIST' }])
})

test('itemTags: the address used plus the id and name returned, each once', () => {
  expect(itemTags('Project', 'web', { id: 'p1', name: 'web' })).toEqual([
    { type: 'Project', id: 'web' },
    { type: 'Project', id: 'p1' },
  ])
  expect(itemTags('Group', 'g1', undefined)).toEqual([{ type: 'Group', id: 'g1' }])
})

test('ifSucceeded: tags on success, none on error', () => {
  expect(ifSucceeded(undefined, ['SiloPolicy'])).toEqual(['SiloPolicy'])
  expect(ifSucceeded({ statusCode: 500 }, ['SiloPolicy'])).toEqual([])
})
