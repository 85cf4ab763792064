import { listQuery } from './listArg'
import { EMPTY_LIST_URL, listPlaceOf, parseListUrl, sortByOf, writeListUrl } from './listUrl'

test('the list’s place reads back from the query string it was written to', () => {
  const place = {
    tokens: ['tok-2', 'tok-3'],
    page: 0,
    sort: { field: 'name', direction: 'descending' as const },
    q: 'web',
    state: 'Expunged',
    highlight: 'web-7',
  }
  const params = writeListUrl(new URLSearchParams('tab=ip-pools'), place)
  expect(params.toString()).toBe(
    'tab=ip-pools&token=tok-2&token=tok-3&sort=-name&q=web&state=Expunged&highlight=web-7',
  )
  expect(parseListUrl(params)).toEqual(place)
})

test('defaults stay out of the URL; a held list’s page is 1-based there', () => {
  expect(writeListUrl(new URLSearchParams(), EMPTY_LIST_URL).toString()).toBe('')
  const second = writeListUrl(new URLSearchParams(), { ...EMPTY_LIST_URL, page: 1 })
  expect(second.toString()).toBe('page=2')
  expect(parseListUrl(second).page).toBe(1)
  // an edited page that is no page is the first
  expect(parseListUrl(new URLSearchParams('page=-3')).page).toBe(0)
  expect(parseListUrl(new URLSearchParams('page=x')).page).toBe(0)
})

test('a paged list asks for the URL’s page in the URL’s order; a held one for everything', () => {
  const place = parseListUrl(new URLSearchParams('token=a&token=b&sort=-name'))
  expect(listQuery({ project: 'p' }, place, { sortsByName: true })).toEqual({
    project: 'p',
    limit: 25,
    pageToken: 'b',
    sortBy: 'name_descending',
  })
  // a list the API does not sort by name never sends sort_by
  expect(listQuery({}, place, {})).toEqual({ limit: 25, pageToken: 'b' })
  expect(listQuery({}, place, { whole: true, sortsByName: true })).toEqual({ limit: 1000 })
  // held, but longer than one answer: paged after all
  expect(listQuery({}, place, { whole: true, sortsByName: true }, true)).toMatchObject({
    pageToken: 'b',
    sortBy: 'name_descending',
  })
  expect(sortByOf(null)).toBeUndefined()
  expect(sortByOf({ field: 'timeCreated', direction: 'ascending' })).toBeUndefined()
})

test("a list's place is its page, sort and filter: no highlight, no other parameter", () => {
  const params = new URLSearchParams('token=a&token=b&sort=-name&q=web&tab=x&highlight=new-one')
  expect(listPlaceOf(params)).toBe('token=a&token=b&sort=-name&q=web')
  expect(listPlaceOf(new URLSearchParams('highlight=new-one'))).toBe('')
})
