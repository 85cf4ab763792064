import { nowOf, type MockContext } from '../../context'
import { newId } from '../../util/ids'
import { factory } from './define'

// Audit log entries: by default a silo user's successful request through the console (a session
// cookie); traits `ok` and `error` set the result, `builtIn` makes the actor one of the rack's
// built-in users (its own background work: no credential).

/** A built-in user of the rack (its own sagas and background tasks). */
export const BUILT_IN_USER_ID = '001de000-05e4-4000-8000-000000000002'

export function auditFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    auditLogEntry: factory('auditLogEntry')(
      {
        operationId: 'project_create',
        requestUri: '/v1/projects',
        requestId: () => newId(),
        sourceIp: '192.0.2.10',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/139.0',
        authMethod: 'session_cookie',
        timeStarted: now,
        timeCompleted: now,
        result: { kind: 'success', http_status_code: 201 },
      },
      {
        ok: { result: { kind: 'success', http_status_code: 200 } },
        error: {
          result: {
            kind: 'error',
            http_status_code: 400,
            error_code: 'InvalidRequest',
            error_message: 'the request was refused',
          },
        },
        builtIn: {
          actor: { kind: 'user_builtin', user_builtin_id: BUILT_IN_USER_ID },
          authMethod: null,
          credentialId: null,
          sourceIp: '::1',
          userAgent: null,
        },
      },
    ),
  }
}
