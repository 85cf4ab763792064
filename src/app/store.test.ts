import type { Server } from 'miragejs'
import { makeServer } from '~mirage/server'
import { projectsApi } from '~/api/endpoints/projects'
import { makeStore } from './store'
import { registerNavigate } from './navigation'

let server: Server
const navigate = jest.fn()

beforeEach(() => {
  // test mode: no seed, nobody signed in, so every /v1 call answers 401
  server = makeServer({ environment: 'test' })
  registerNavigate(navigate)
  window.history.replaceState(null, '', '/projects/p1/instances?page=2')
})

afterEach(() => {
  server.shutdown()
  registerNavigate(undefined)
  navigate.mockReset()
})

test('a 401 from the API sends the user to /login with where they were (spec §8)', async () => {
  const store = makeStore()
  const result = await store.dispatch(projectsApi.endpoints.projectList.initiate({}))
  expect(result.error).toMatchObject({ statusCode: 401 })
  expect(navigate).toHaveBeenCalledTimes(1)
  expect(navigate).toHaveBeenCalledWith(
    '/login?redirect_uri=%2Fprojects%2Fp1%2Finstances%3Fpage%3D2',
    { replace: true },
  )
})
