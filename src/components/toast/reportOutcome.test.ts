import { ReportedError } from './ReportedError'
import { unwrapOutcome } from './reportOutcome'
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
