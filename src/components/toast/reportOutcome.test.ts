import { ReportedError } from './ReportedError'
import { reportOutcome, unwrapOutcome } from './reportOutcome'
import { addToast } from './toastStore'

jest.mock('./toastStore', () => ({ addToast: jest.fn() }))

beforeEach(() => jest.mocked(addToast).mockClear())

test('a refused action shows the reason in an error toast and throws it as already reported', () => {
  const reason = 'Only a stopped or failed instance can be started'
  expect(() => unwrapOutcome({ kind: 'refused', reason })).toThrow(ReportedError)
  expect(addToast).toHaveBeenCalledWith({
    variant: 'error',
    title: 'Action not allowed',
    content: reason,
  })
})

test('a failed request throws its error for the caller to show, and toasts nothing', () => {
  const error = { type: 'error', statusCode: 500, message: 'Internal error' }
  expect(() => unwrapOutcome({ kind: 'failed', error })).toThrow(expect.objectContaining(error))
  expect(addToast).not.toHaveBeenCalled()
})

test('an action that went through gives its value', () => {
  expect(unwrapOutcome({ kind: 'ok', value: 'done' })).toBe('done')
  expect(addToast).not.toHaveBeenCalled()
})

test('a success toast can carry a link to what the action made', async () => {
  const cta = { text: 'View snapshot', link: '/projects/p/snapshots?highlight=s1' }
  reportOutcome(
    Promise.resolve('s1'),
    (name) => ({ content: `Snapshot ${name} created`, cta }),
    'x',
  )
  await Promise.resolve()
  await Promise.resolve()
  expect(addToast).toHaveBeenCalledWith({ content: 'Snapshot s1 created', cta })
})
