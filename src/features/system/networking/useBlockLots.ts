import { useCallback, useEffect, useState } from 'react'
import {
  systemNetworkingApi,
  useNetworkingAddressLotListQuery,
} from '~/api/endpoints/systemNetworking'
import type { AddressLot, AddressLotBlock } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { isApiStatus, prefetch } from '~/app/prefetch'

export type LotBlock = { lot: AddressLot; block: AddressLotBlock }

const ALL = { limit: ALL_PAGES_LIMIT }

/** What useBlockLots knows: the blocks by id once all are in, or why they cannot be. */
export type BlockLots = {
  byBlock?: Map<string, LotBlock>
  error?: unknown
  /** asks again for what was refused (Retry) */
  retry: () => void
}

/**
 * Every block of every address lot, by block id: announcements, loopback addresses and port
 * addresses name a block, and a person reads the lot it belongs to. `byBlock` is undefined until
 * all are in; `error` is the API's refusal of the lots or of a lot's blocks, so a page says why
 * instead of waiting for ever (a lot deleted meanwhile is not an error: its blocks go unnamed).
 */
export function useBlockLots(): BlockLots {
  const { data: lots, error: lotsError, refetch } = useNetworkingAddressLotListQuery({ query: ALL })
  const [found, setFound] = useState<Omit<BlockLots, 'retry'>>({})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!lots) return
    let current = true
    void Promise.all(
      lots.items.map(async (lot) => {
        try {
          const page = await prefetch(systemNetworkingApi.endpoints.networkingAddressLotBlockList, {
            path: { addressLot: lot.id },
            query: ALL,
          })
          return page.items.map((block): [string, LotBlock] => [block.id, { lot, block }])
        } catch (error) {
          if (isApiStatus(error, 404)) return []
          throw error
        }
      }),
    ).then(
      (entries) => current && setFound({ byBlock: new Map(entries.flat()) }),
      (error: unknown) => current && setFound({ error }),
    )
    return () => {
      current = false
    }
  }, [lots, attempt])
  const retry = useCallback(() => {
    if (lotsError !== undefined) void refetch()
    else setAttempt((n) => n + 1)
  }, [lotsError, refetch])
  return lotsError === undefined ? { ...found, retry } : { error: lotsError, retry }
}
