import { useCallback } from 'react'
import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import { WHOLE_LIST } from '~/api/wholeList'
import { useAppDispatch } from '~/app/hooks'
import type { BlocksOfLot } from './announceSetSchema'

/**
 * The lot's blocks from the cache, or asked for when they are not there yet (a lot chosen a
 * moment ago). The form's schema and its Add button both judge a network against them, so a
 * validation run after Add says the same as Add did. A refusal is undefined: the API judges the
 * network on submit and says why.
 */
export function useBlocksOfLot(): BlocksOfLot {
  const dispatch = useAppDispatch()
  return useCallback(
    async (name) => {
      const { endpoints } = systemNetworkingApi
      try {
        const lots = await dispatch(
          endpoints.networkingAddressLotList.initiate(WHOLE_LIST, { subscribe: false }),
        ).unwrap()
        const lot = lots.items.find((l) => l.name === name)
        if (!lot) return undefined
        const blocks = await dispatch(
          endpoints.networkingAddressLotBlockList.initiate(
            { path: { addressLot: lot.id }, ...WHOLE_LIST },
            { subscribe: false },
          ),
        ).unwrap()
        return blocks.items
      } catch {
        return undefined
      }
    },
    [dispatch],
  )
}
