import { useEffect, useState } from 'react'
import {
  systemNetworkingApi,
  useNetworkingAddressLotListQuery,
} from '~/api/endpoints/systemNetworking'
import type { AddressLot, AddressLotBlock } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch } from '~/app/prefetch'

export type LotBlock = { lot: AddressLot; block: AddressLotBlock }

const ALL = { limit: ALL_PAGES_LIMIT }

/**
 * Every block of every address lot, by block id: announcements, loopback addresses and port
 * addresses name a block, and a person reads the lot it belongs to. Undefined until all are in.
 */
export function useBlockLots(): Map<string, LotBlock> | undefined {
  const { data: lots } = useNetworkingAddressLotListQuery({ query: ALL })
  const [byBlock, setByBlock] = useState<Map<string, LotBlock>>()
  useEffect(() => {
    if (!lots) return
    let current = true
    void Promise.all(
      lots.items.map(async (lot) => {
        const page = await prefetch(systemNetworkingApi.endpoints.networkingAddressLotBlockList, {
          path: { addressLot: lot.id },
          query: ALL,
        })
        return page.items.map((block): [string, LotBlock] => [block.id, { lot, block }])
      }),
    ).then(
      (entries) => current && setByBlock(new Map(entries.flat())),
      // a lot deleted meanwhile: its blocks are simply not named
      () => current && setByBlock(new Map()),
    )
    return () => {
      current = false
    }
  }, [lots])
  return byBlock
}
