import { GiB, TiB } from './format'
import { refusedQuota, withQuotaLeft } from './quota'

const usage = {
  capacity: { cpus: 64, memory: 256 * GiB, storage: TiB },
  provisioned: { cpus: 60, memory: 250 * GiB, storage: TiB - 12 * GiB },
}
const REFUSAL =
  'Insufficient Capacity: Not enough storage to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.'

test('a quota refusal names its quota; what is left is said in the quota’s unit', () => {
  expect(refusedQuota(REFUSAL)).toBe('storage')
  expect(refusedQuota('Not enough cpus to complete request')).toBe('cpus')
  expect(refusedQuota('Disk name already exists')).toBeUndefined()
  const left = (message: string, u = usage) => withQuotaLeft(message, u).slice(message.length + 1)
  expect(left(REFUSAL)).toBe('Storage quota: 12 GiB left of 1 TiB.')
  expect(left('Not enough memory to complete request.')).toBe(
    'Memory quota: 6 GiB left of 256 GiB.',
  )
  expect(left('Not enough cpus to complete request.')).toBe('vCPU quota: 4 left of 64.')
  // provisioned past the quota (lowered since): nothing left, never a negative
  const over = { ...usage, provisioned: { ...usage.provisioned, cpus: 70 } }
  expect(left('Not enough cpus to complete request.', over)).toBe('vCPU quota: 0 left of 64.')
})

test('the API’s message stays, followed by the quota left', () => {
  expect(withQuotaLeft(REFUSAL, usage)).toBe(`${REFUSAL} Storage quota: 12 GiB left of 1 TiB.`)
  expect(withQuotaLeft(REFUSAL, undefined)).toBe(REFUSAL)
  expect(withQuotaLeft('Disk name already exists', usage)).toBe('Disk name already exists')
})
