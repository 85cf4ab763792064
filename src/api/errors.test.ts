import {
  capitalize,
  errorMessage,
  isApiError,
  messageOf,
  toApiError,
  unreadableResponseMessage,
} from './errors'

// One block per row of the spec §8 error catalogue.

describe('Forbidden → Action not authorized', () => {
  it('by error code', () => {
    expect(errorMessage('projectList', 400, { errorCode: 'Forbidden', message: 'Forbidden' })).toBe(
      'Action not authorized',
    )
  })

  it('by 403 status, whatever the code and message', () => {
    expect(errorMessage('projectDelete', 403, { message: 'you shall not pass' })).toBe(
      'Action not authorized',
    )
    expect(errorMessage('projectDelete', 403, {})).toBe('Action not authorized')
  })
})

describe('ObjectNotFound → the server message, capitalised', () => {
  it('capitalises', () => {
    const body = { errorCode: 'ObjectNotFound', message: 'not found: project with name "x"' }
    expect(errorMessage('projectView', 404, body)).toBe('Not found: project with name "x"')
  })

  it('falls back when the message is empty', () => {
    expect(errorMessage('projectView', 404, { errorCode: 'ObjectNotFound' })).toBe(
      'Unknown server error',
    )
  })
})

describe('ObjectAlreadyExists → {Thing} name already exists', () => {
  it('takes the thing from the message', () => {
    const body = { errorCode: 'ObjectAlreadyExists', message: 'already exists: project "x"' }
    expect(errorMessage('projectCreate', 400, body)).toBe('Project name already exists')
    // the message wins over the call name
    expect(errorMessage('somethingCreate', 400, body)).toBe('Project name already exists')
  })

  it('takes the thing from the word before "create" in the call name', () => {
    const body = { errorCode: 'ObjectAlreadyExists', message: 'conflict' }
    expect(errorMessage('projectCreate', 400, body)).toBe('Project name already exists')
    expect(errorMessage('vpcSubnetCreate', 400, body)).toBe('Subnet name already exists')
    expect(errorMessage('instanceCreate', 400, { errorCode: 'ObjectAlreadyExists' })).toBe(
      'Instance name already exists',
    )
  })

  it('shows the message when neither names a thing', () => {
    const body = { errorCode: 'ObjectAlreadyExists', message: 'conflict on name' }
    expect(errorMessage('projectUpdate', 400, body)).toBe('Conflict on name')
  })

  // Resource kinds in these messages are kebab-case ('already exists: ssh-key "x"').
  it('keeps a multi-word thing from the message', () => {
    const body = { errorCode: 'ObjectAlreadyExists', message: 'already exists: ssh-key "x"' }
    expect(errorMessage('currentUserSshKeyCreate', 400, body)).toBe('SSH key name already exists')
  })

  it('writes an acronym in a thing as one', () => {
    const body = { errorCode: 'ObjectAlreadyExists', message: 'already exists: ip-pool "x"' }
    expect(errorMessage('systemIpPoolCreate', 400, body)).toBe('IP pool name already exists')
  })

  // a loopback address has no name: the clash is the address itself
  it('names what clashes for a kind without names', () => {
    const body = {
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: loopback-address "10.0.0.1/32"',
    }
    expect(errorMessage('networkingLoopbackAddressCreate', 400, body)).toBe(
      'Loopback address 10.0.0.1/32 already exists',
    )
  })
})

describe('JSON parse failures → the capitalised reason without line and column', () => {
  it('strips the prefix and position', () => {
    const message =
      'unable to parse JSON body: invalid type: string "x", expected u32 at line 1 column 10'
    expect(errorMessage('diskCreate', 400, { errorCode: 'InvalidValue', message })).toBe(
      'Invalid type: string "x", expected u32',
    )
  })

  it('works without a position', () => {
    const message = 'unable to parse JSON body: missing field `name`'
    expect(errorMessage('diskCreate', 400, { message })).toBe('Missing field `name`')
  })
})

describe('otherwise → the capitalised message, or Unknown server error', () => {
  it('capitalises other messages', () => {
    expect(
      errorMessage('instanceStart', 400, { errorCode: 'InvalidRequest', message: 'bad state' }),
    ).toBe('Bad state')
    expect(errorMessage('instanceStart', 500, { message: 'Internal Server Error' })).toBe(
      'Internal Server Error',
    )
  })

  it('falls back on an empty or missing message', () => {
    expect(errorMessage('instanceStart', 500, {})).toBe('Unknown server error')
    expect(errorMessage('instanceStart', 500, { message: '' })).toBe('Unknown server error')
    expect(errorMessage('instanceStart', 500, { errorCode: null })).toBe('Unknown server error')
  })
})

describe('toApiError', () => {
  it('builds an error with the catalogue message and the server details', () => {
    expect(
      toApiError('projectView', 404, {
        errorCode: 'ObjectNotFound',
        message: 'not found: project with name "x"',
        requestId: 'req-1',
      }),
    ).toEqual({
      type: 'error',
      statusCode: 404,
      message: 'Not found: project with name "x"',
      errorCode: 'ObjectNotFound',
      requestId: 'req-1',
    })
  })

  it('treats a null error code as absent', () => {
    const e = toApiError('x', 500, { errorCode: null, message: 'boom' })
    expect(e.errorCode).toBeUndefined()
    expect(e.message).toBe('Boom')
  })

  it.each([undefined, null, 'Bad Gateway', 42])(
    'an unreadable body (%p) is a client error with the status (spec §8)',
    (body) => {
      expect(toApiError('projectList', 502, body)).toEqual({
        type: 'client_error',
        statusCode: 502,
        message: 'Error reading API response (status 502)',
      })
    },
  )

  it('formats the unreadable message', () => {
    expect(unreadableResponseMessage(500)).toBe('Error reading API response (status 500)')
  })
})

describe('helpers', () => {
  it('capitalize', () => {
    expect(capitalize('abc')).toBe('Abc')
    expect(capitalize('')).toBe('')
    expect(capitalize('Abc')).toBe('Abc')
  })

  it('isApiError and messageOf', () => {
    const apiError = toApiError('x', 403, {})
    expect(isApiError(apiError)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError(null)).toBe(false)
    expect(messageOf(apiError)).toBe('Action not authorized')
    expect(messageOf(new Error('network down'))).toBe('network down')
    expect(messageOf('huh')).toBe('Unknown server error')
  })
})
