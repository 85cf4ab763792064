import { isDateKey, processRequestBody, processResponseBody, toQueryString } from './casing'

describe('wire conventions (spec §3, §7)', () => {
  it('camelCases response keys deeply', () => {
    expect(processResponseBody({ run_state: 'running', nested: [{ ip_pool_id: 'x' }] })).toEqual({
      runState: 'running',
      nested: [{ ipPoolId: 'x' }],
    })
  })

  it.each([
    'time_created',
    'time_modified',
    'auto_restart_cooldown_expiration',
    'start_time',
    'timestamp',
  ])('turns %s into a Date', (key) => {
    const out = processResponseBody({ [key]: '2026-01-02T03:04:05Z' }) as Record<string, unknown>
    const value = Object.values(out)[0]
    expect(value).toBeInstanceOf(Date)
    expect((value as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z')
  })

  it('leaves other string keys alone, even when they look like dates', () => {
    expect(
      processResponseBody({
        description: '2026-01-02T03:04:05Z',
        timestamps: ['2026-01-02T03:04:05Z'],
      }),
    ).toEqual({
      description: '2026-01-02T03:04:05Z',
      timestamps: ['2026-01-02T03:04:05Z'],
    })
    expect(isDateKey('times')).toBe(false)
  })

  it('snake_cases request bodies and serialises dates', () => {
    expect(
      processRequestBody({ bootDisk: { diskSource: { blockSize: 512 } }, when: new Date(0) }),
    ).toEqual({
      boot_disk: { disk_source: { block_size: 512 } },
      when: '1970-01-01T00:00:00.000Z',
    })
  })

  it('skips null and undefined query params and snake_cases the rest', () => {
    expect(toQueryString({ project: 'p', pageToken: null, limit: 25, sortBy: undefined })).toBe(
      '?project=p&limit=25',
    )
    expect(toQueryString({})).toBe('')
    expect(toQueryString(undefined)).toBe('')
  })
})
