import { nameList, planBulk, runBounded, runBulk, settled, type BulkAction } from './bulk'

type Row = { id: string; name: string; state: string }
const row = (name: string, state: string): Row => ({ id: name, name, state })

const stop: BulkAction<Row> = {
  label: 'Stop',
  doing: 'Stopping',
  done: 'Stopping',
  skip: (r) =>
    r.state === 'running' ? undefined : r.state === 'stopped' ? 'already stopped' : r.state,
  run: async () => undefined,
}

test('an action applies to the rows that allow it and says why the others are left alone', () => {
  const plan = planBulk(stop, [row('a', 'running'), row('b', 'stopped'), row('c', 'running')])
  expect(plan.applies.map((r) => r.name)).toEqual(['a', 'c'])
  expect(plan.label).toBe('Stop 2 of 3')
  expect(plan.note).toBe('1 is already stopped')

  const mixed = planBulk(stop, [
    row('a', 'stopped'),
    row('b', 'stopped'),
    row('c', 'creating'),
    row('d', 'running'),
  ])
  expect(mixed.label).toBe('Stop 1 of 4')
  expect(mixed.note).toBe('2 are already stopped, 1 is creating')
})

test('the label is the plain verb when the action applies to all of them, or to none', () => {
  expect(planBulk(stop, [row('a', 'running'), row('b', 'running')]).label).toBe('Stop')
  const none = planBulk(stop, [row('a', 'stopped')])
  expect(none.label).toBe('Stop')
  expect(none.applies).toHaveLength(0)
})

test('names are listed up to five, then as a count', () => {
  expect(nameList(['a'])).toBe('a')
  expect(nameList(['a', 'b', 'c'])).toBe('a, b and c')
  expect(nameList(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e +2 more')
})

test('requests go out a few at a time, every row gets its own outcome, in order', async () => {
  let inFlight = 0
  let most = 0
  const gates: (() => void)[] = []
  const items = Array.from({ length: 10 }, (_, i) => i)
  const running = runBounded(items, 4, (i) => {
    inFlight += 1
    most = Math.max(most, inFlight)
    return new Promise<void>((resolve, reject) => {
      gates.push(() => {
        inFlight -= 1
        if (i === 3) reject(new Error('Instance is attached to a disk being deleted'))
        else resolve()
      })
    })
  })
  // release them one by one, as the answers would come
  while (gates.length > 0 || inFlight > 0) {
    await Promise.resolve()
    gates.shift()?.()
    await new Promise((r) => setTimeout(r, 0))
  }
  const results = await running
  expect(most).toBe(4)
  expect(results.map((r) => r.row)).toEqual(items)
  expect(results.filter((r) => !r.ok)).toEqual([
    { row: 3, ok: false, message: 'Instance is attached to a disk being deleted' },
  ])
})

test('one request for all the rows: they all succeed or all fail with its message', async () => {
  const rows = [row('a', 'enabled'), row('b', 'enabled')]
  const all: BulkAction<Row> = {
    label: 'Disable',
    doing: 'Disabling',
    done: 'Disabled',
    runAll: () => Promise.reject({ type: 'error', statusCode: 400, message: 'Rules conflict' }),
  }
  expect(await runBulk(all, rows)).toEqual([
    { row: rows[0], ok: false, message: 'Rules conflict' },
    { row: rows[1], ok: false, message: 'Rules conflict' },
  ])
})

test('a refused machine request is that row failing with the machine’s reason', () => {
  expect(settled({ kind: 'ok', value: 1 })).toBe(1)
  expect(() =>
    settled({ kind: 'refused', reason: 'Only a running instance can be rebooted' }),
  ).toThrow('Only a running instance can be rebooted')
})
