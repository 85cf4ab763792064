import { act, renderHook } from '@testing-library/react'
import { useSubmitError } from './useSubmitError'

describe('useSubmitError', () => {
  it('turns a failed action into the catalogue message and clears it on the next attempt', async () => {
    const action = jest
      .fn<Promise<void>, [{ name: string }]>()
      .mockRejectedValueOnce({
        type: 'error',
        statusCode: 400,
        message: 'Project name already exists',
      })
      .mockResolvedValueOnce(undefined)
    const { result } = renderHook(() => useSubmitError(action))
    await act(() => result.current.onSubmit({ name: 'web' }))
    expect(result.current.submitError).toBe('Project name already exists')
    await act(() => result.current.onSubmit({ name: 'web-2' }))
    expect(result.current.submitError).toBeNull()
    expect(action).toHaveBeenLastCalledWith({ name: 'web-2' })
  })
})
