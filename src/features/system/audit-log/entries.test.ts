import type { AuditLogEntry } from '~/api/generated/types'
import {
  auditCsv,
  auditRows,
  matchesFilter,
  NO_FILTER,
  operationWords,
  resourceOf,
  type ActorContext,
} from './entries'
import { auditQuery, parseAuditPlace, writeAuditPlace } from './place'

const SILO = 'silo-1'
const ADA = 'user-ada'
const context: ActorContext = {
  siloId: SILO,
  userName: (id) => (id === ADA ? 'Ada Okafor' : undefined),
}

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'e1',
  actor: { kind: 'silo_user', siloId: SILO, siloUserId: ADA },
  authMethod: 'session_cookie',
  credentialId: 'cred-1',
  operationId: 'instance_stop',
  requestId: 'req-1',
  requestUri: '/v1/instances/web-1/stop?project=shop',
  result: { kind: 'success', httpStatusCode: 202 },
  sourceIp: '192.0.2.10',
  timeStarted: new Date('2025-05-12T09:00:00.000Z'),
  timeCompleted: new Date('2025-05-12T09:00:01.000Z'),
  ...over,
})

test('an operation id reads as a sentence, its verb first and acronyms as written', () => {
  expect(operationWords('instance_disk_attach')).toBe('Attach instance disk')
  expect(operationWords('vpc_firewall_rules_update')).toBe('Update VPC firewall rules')
  expect(operationWords('login_local')).toBe('Sign in (password)')
  expect(operationWords('future_thing')).toBe('Future thing')
})

test('the resource is read off the request URI, with its Activity keys and its page', () => {
  expect(resourceOf('/v1/instances/web-1/stop?project=shop')).toEqual({
    text: 'instance web-1 (shop)',
    keys: ['instance:shop/web-1', 'project:shop'],
    to: '/projects/shop/instances/web-1',
  })
  // a create names the collection it went into; sign-in touches nothing
  expect(resourceOf('/v1/disks?project=shop')).toMatchObject({
    text: 'disks of shop',
    to: '/projects/shop/disks',
  })
  expect(resourceOf('/v1/system/silos/prairie/quotas')?.keys).toEqual(['silo:prairie'])
  expect(resourceOf('/v1/login/prairie/local')).toBeUndefined()
  // any other spelling of the same request reads the same; a malformed escape names nothing
  const web1 = resourceOf('/v1/instances/web-1/stop?project=shop')
  expect(resourceOf('/v1/instances/web%2D1/./stop?project=shop')).toEqual(web1)
  expect(resourceOf('https://rack.example/v1/instances/web-1/stop?project=shop#x')).toEqual(web1)
  expect(resourceOf('/v1/instances/%zz')).toBeUndefined()
})

test('actors: a user of this silo by name with a link, the others in words with their id', () => {
  const rows = auditRows(
    [
      entry({}),
      entry({ id: 'e2', actor: { kind: 'user_builtin', userBuiltinId: 'b-1' } }),
      entry({ id: 'e3', actor: { kind: 'silo_user', siloId: 'other', siloUserId: 'u-9' } }),
    ],
    context,
  )
  expect(rows.map((r) => r.actor)).toEqual([
    { text: 'Ada Okafor', id: ADA, to: `/users/${ADA}` },
    { text: 'Built-in user', id: 'b-1' },
    { text: 'User of silo other', id: 'u-9' },
  ])
})

test('a resource deleted within the range loses its link; a newer result kind shows as sent', () => {
  const rows = auditRows(
    [
      entry({ operationId: 'instance_delete', requestUri: '/v1/instances/web-1?project=shop' }),
      entry({ id: 'e2' }),
      // eslint-disable-next-line no-restricted-syntax -- a value a newer rack may send
      entry({ id: 'e3', result: { kind: 'retried' } as unknown as AuditLogEntry['result'] }),
    ],
    context,
  )
  expect(rows[1]?.resource?.to).toBeUndefined()
  expect(rows[2]?.result).toBe('retried')
})

test('the filter narrows by actor, operation, resource (words or Activity keys) and result', () => {
  const rows = auditRows(
    [
      entry({}),
      entry({
        id: 'e2',
        operationId: 'disk_delete',
        requestUri: '/v1/disks/d-1',
        result: { kind: 'error', httpStatusCode: 400, errorMessage: 'attached' },
      }),
    ],
    context,
  )
  const ids = (f: Partial<typeof NO_FILTER>) =>
    rows.filter((r) => matchesFilter(r, { ...NO_FILTER, ...f })).map((r) => r.id)
  expect(ids({ actor: 'ada' })).toEqual(['e1', 'e2'])
  expect(ids({ operation: 'stop' })).toEqual(['e1'])
  expect(ids({ operation: 'disk_del' })).toEqual(['e2'])
  expect(ids({ result: 'error' })).toEqual(['e2'])
  // Activity's keys match exactly: by id or by name, never a longer name
  expect(ids({ resource: 'disk:d-1 disk:shop/data' })).toEqual(['e2'])
  expect(ids({ resource: 'instance:shop/web' })).toEqual([])
  expect(ids({ resource: 'web' })).toEqual(['e1'])
})

test('the CSV holds every field of the rows shown, quoted and defused for spreadsheets', () => {
  const [row] = auditRows(
    [
      entry({
        requestUri: '/v1/instances/web-1/stop?project=shop',
        result: {
          kind: 'error',
          httpStatusCode: 400,
          errorCode: 'InvalidRequest',
          errorMessage: 'said "no", twice',
        },
        userAgent: '=cmd',
      }),
    ],
    context,
  )
  const [header, line, end] = auditCsv(row ? [row] : []).split('\r\n')
  expect(header).toBe(
    'Started,Completed,Actor,Actor ID,Operation,Operation ID,Resource,Request URI,Request ID,Source IP,User agent,Access,Result,Status,Error code,Error message',
  )
  expect(line).toBe(
    `2025-05-12T09:00:00.000Z,2025-05-12T09:00:01.000Z,Ada Okafor,${ADA},Stop instance,instance_stop,instance web-1 (shop),/v1/instances/web-1/stop?project=shop,req-1,192.0.2.10,'=cmd,Console session cred-1,Failed,400,InvalidRequest,"said ""no"", twice"`,
  )
  expect(end).toBe('')
})

test('the place in the address round-trips; an invalid custom window asks for nothing', () => {
  const params = new URLSearchParams('range=7d&token=t1&resource=project%3Ashop&mock-latency=0')
  const place = parseAuditPlace(params)
  expect(place).toMatchObject({ range: '7d', tokens: ['t1'], filter: { resource: 'project:shop' } })
  expect(writeAuditPlace(new URLSearchParams('mock-latency=0'), place).toString()).toBe(
    'mock-latency=0&range=7d&token=t1&resource=project%3Ashop',
  )
  const now = new Date('2025-05-12T09:30:20.000Z')
  expect(auditQuery(place, now)?.query).toMatchObject({
    // to the end of the minute under way
    startTime: new Date('2025-05-05T09:31:00.000Z'),
    endTime: new Date('2025-05-12T09:31:00.000Z'),
    sortBy: 'time_and_id_descending',
    pageToken: 't1',
  })
  const backwards = parseAuditPlace(
    new URLSearchParams('range=custom&start=2025-05-12T00:00:00Z&end=2025-05-11T00:00:00Z'),
  )
  expect(auditQuery(backwards, now)).toBeNull()
})

test('a resource named by id reads by the name the console holds, and is found by either', () => {
  const id = '5eed0401-0000-4000-8000-000000000010'
  const known = new Map([[id, { name: 'web-1', project: 'shop' }]])
  expect(resourceOf(`/v1/instances/${id}/stop`, known)).toEqual({
    text: 'instance web-1 (shop)',
    keys: [`instance:${id}`, 'instance:shop/web-1', 'project:shop'],
    to: '/projects/shop/instances/web-1',
  })
  // without its project, the name, and the page that finds it by id
  const noProject = new Map([[id, { name: 'web-1' }]])
  expect(resourceOf(`/v1/instances/${id}/stop`, noProject)).toEqual({
    text: 'instance web-1',
    keys: [`instance:${id}`, 'instance:web-1'],
    to: `/lookup/i/${id}`,
  })
  // one the console does not hold stays its id; a name is never looked up
  expect(resourceOf(`/v1/instances/${id}/stop`, new Map())?.text).toBe(`instance ${id}`)
  expect(resourceOf('/v1/instances/web-1/stop?project=shop', noProject)?.text).toBe(
    'instance web-1 (shop)',
  )
  const rows = auditRows([entry({ requestUri: `/v1/instances/${id}/stop` })], { ...context, known })
  expect(auditCsv(rows)).toContain('instance web-1 (shop)')
  expect(matchesFilter(rows[0]!, { ...NO_FILTER, resource: 'web-1' })).toBe(true)
})
