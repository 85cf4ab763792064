import { renderHook } from '@testing-library/react'
import { useOneAtATime } from './useOneAtATime'

test('a second send while the first is on its way sends nothing and ends with the first', async () => {
  const { result } = renderHook(() => useOneAtATime())
  const oneAtATime = result.current
  let answer = () => {}
  const send = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)))
  const ended: string[] = []
  const first = oneAtATime(send).then(() => ended.push('first'))
  const second = oneAtATime(send).then(() => ended.push('second'))
  expect(send).toHaveBeenCalledTimes(1)
  await Promise.resolve()
  expect(ended).toEqual([])

  answer()
  await Promise.all([first, second])
  expect(ended).toEqual(['first', 'second'])
  // answered: the next submit sends again
  const again = jest.fn(() => Promise.resolve())
  await oneAtATime(again)
  expect(again).toHaveBeenCalledTimes(1)
})

test("a failed first send is the first caller's to hear; the one that waited ends quietly", async () => {
  const { result } = renderHook(() => useOneAtATime())
  let refuse = (_e: Error) => {}
  const send = () => new Promise<void>((_, reject) => (refuse = reject))
  const first = result.current(send)
  const second = result.current(send)
  refuse(new Error('refused'))
  await expect(first).rejects.toThrow('refused')
  await expect(second).resolves.toBeUndefined()
})
