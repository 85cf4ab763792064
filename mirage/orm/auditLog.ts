import type { Request, Response } from 'miragejs'
import type { AuditLogEntryActor, AuthMethod } from '~/api/generated/types'
import type { MockContext } from '../context'
import { newId } from '../util/ids'
import { header } from './auth'
import type { Wire } from './models/attrs'

// The mock logs what the demo's users do, as Nexus does: every request that may change something
// (not a read) becomes one audit entry when it completes, naming who sent it, with which
// credential, and how it ended. A trainer sees their own clicks appear in System › Audit log.

/** Who sent a request, read before it runs (a login or logout changes the session). */
export type Caller = {
  actor: Wire<AuditLogEntryActor>
  authMethod: AuthMethod | null
  credentialId: string | null
}

const UNAUTHENTICATED: Caller = {
  actor: { kind: 'unauthenticated' },
  authMethod: null,
  credentialId: null,
}

/** The caller as `authenticate` finds them, or unauthenticated; never refuses. */
export function callerOf(ctx: MockContext, request: Request): Caller {
  const token = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1]
  const bearer = token ? ctx.schema.findBy('accessToken', { token }) : null
  const userId = token ? bearer?.userId : ctx.session.userId
  const user = userId ? ctx.schema.find('user', userId) : null
  if (!user) return UNAUTHENTICATED
  const actor = { kind: 'silo_user' as const, silo_id: user.siloId, silo_user_id: user.id }
  if (bearer) return { actor, authMethod: 'access_token', credentialId: bearer.id }
  const session = ctx.schema.findBy('consoleSession', { userId: user.id })
  return { actor, authMethod: 'session_cookie', credentialId: session?.id ?? null }
}

/** `instanceCreate` → `instance_create`: the contract's operation id. */
export const wireOperationId = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

type ErrorData = { error_code?: string | null; message?: string; request_id?: string }

/** One completed request, appended to the log. */
export function recordAudit(
  ctx: MockContext,
  operationId: string,
  request: Request,
  caller: Caller,
  timeStarted: string,
  response: Response,
): void {
  const [status, , data] = response.toRackResponse()
  const error = status >= 400 && typeof data === 'object' ? (data as ErrorData) : undefined
  const agent = typeof navigator === 'undefined' ? null : navigator.userAgent.slice(0, 256)
  ctx.create('auditLogEntry', {
    ...caller,
    operationId: wireOperationId(operationId),
    requestId: error?.request_id ?? newId(),
    requestUri: request.url.slice(0, 512),
    sourceIp: '192.0.2.10',
    userAgent: agent,
    timeStarted,
    timeCompleted: new Date().toISOString(),
    result: error
      ? {
          kind: 'error',
          http_status_code: status,
          error_code: error.error_code ?? null,
          error_message: error.message ?? '',
        }
      : { kind: 'success', http_status_code: status },
  })
}
