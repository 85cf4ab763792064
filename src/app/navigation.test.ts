import { navigateTo, redirectToLogin, registerNavigate, safeRedirect } from './navigation'

describe('safeRedirect', () => {
  it.each(['/projects/x?y=1', '/settings/profile', '/projects', '/system/silos?tab=ip-pools#top'])(
    'keeps the same-origin path %p',
    (uri) => {
      expect(safeRedirect(uri)).toBe(uri)
    },
  )

  it.each([
    '//evil.example',
    '//evil.example/projects',
    'https://evil.example',
    'http://localhost/projects',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil',
    '/\t/evil.example',
    '/projects\\..\\x',
    '',
    null,
    undefined,
    'projects',
    './projects',
    // dot segments that normalise into another host
    '/.//evil.example',
    '/..//evil.example',
    '/projects/..//evil.example/x',
    '/%2e//evil.example',
  ])('sends %p to /projects', (uri) => {
    expect(safeRedirect(uri)).toBe('/projects')
  })

  it('takes another fallback', () => {
    expect(safeRedirect('//evil.example', '/settings/profile')).toBe('/settings/profile')
  })

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirect('/projects/../settings/profile')).toBe('/settings/profile')
    expect(safeRedirect('/../../etc')).toBe('/etc')
  })
})

describe('redirectToLogin (spec §8)', () => {
  const navigate = jest.fn()

  beforeEach(() => {
    navigate.mockReset()
    registerNavigate(navigate)
  })

  afterAll(() => registerNavigate(undefined))

  it('puts the current path and query, encoded, in redirect_uri', () => {
    window.history.replaceState(null, '', '/projects/my-project/instances?page=2&sort=name')
    redirectToLogin()
    expect(navigate).toHaveBeenCalledWith(
      '/login?redirect_uri=%2Fprojects%2Fmy-project%2Finstances%3Fpage%3D2%26sort%3Dname',
      { replace: true },
    )
  })

  it('round-trips through safeRedirect', () => {
    window.history.replaceState(null, '', '/projects/p/vpcs?x=a%20b')
    redirectToLogin()
    const target = navigate.mock.calls[0]![0] as string
    const redirectUri = new URLSearchParams(target.split('?')[1]).get('redirect_uri')
    expect(safeRedirect(redirectUri)).toBe('/projects/p/vpcs?x=a%20b')
  })

  it('does nothing when already on the login page', () => {
    window.history.replaceState(null, '', '/login?redirect_uri=%2Fprojects')
    redirectToLogin()
    window.history.replaceState(null, '', '/login/my-silo/local')
    redirectToLogin()
    expect(navigate).not.toHaveBeenCalled()
  })
})

// The fallback (window.location.assign) is left untested: jsdom's location can't be replaced or
// navigated.
describe('navigateTo', () => {
  afterEach(() => registerNavigate(undefined))

  it('uses the registered router navigate', () => {
    const navigate = jest.fn()
    registerNavigate(navigate)
    navigateTo('/projects', { replace: true })
    expect(navigate).toHaveBeenCalledWith('/projects', { replace: true })
  })
})
