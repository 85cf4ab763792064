import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderApp } from '~test/renderApp'
import { shownRequest } from '~test/requestPreview'
import { api } from '~/api/api'
import { store } from '~/app/store'

// the whole route table in jsdom on a busy machine: the timeouts are about speed
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout to restore a scroll in
})
beforeEach(() => {
  store.dispatch(api.util.resetApiState())
})

test('the edit’s request follows the form and is the request sent', async () => {
  const user = userEvent.setup()
  renderApp('/projects', '/projects/atlas-ingest/edit')
  await screen.findByRole('dialog', { name: 'Edit project' })
  const before = await shownRequest(user)
  expect(before).toMatchObject({ method: 'PUT', url: expect.stringMatching(/^\/v1\/projects\//) })

  await user.type(screen.getByRole('textbox', { name: /^Description/ }), ' x')
  await waitFor(async () =>
    expect((await shownRequest(user)).body).toMatchObject({
      name: 'atlas-ingest',
      description: expect.stringMatching(/ x$/),
    }),
  )
  const shown = await shownRequest(user)
  await user.click(screen.getByRole('button', { name: 'Update project' }))
  await waitFor(() => expect(mock.sent('PUT', '/v1/projects/')).toEqual([shown]))
})
