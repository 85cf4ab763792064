import { useCallback } from 'react'
import { useNetworkingAddressLotDeleteMutation } from '~/api/endpoints/systemNetworking'
import type { AddressLot } from '~/api/generated/types'
import { deleteAction, type RowAction } from '~/components'

/**
 * Delete of a lot, in its row and on its page. The API refuses while a block of it is used (by
 * port settings, a loopback address or an announcement); the confirm's error says so.
 */
export function useLotActions(onDeleted?: () => void) {
  const [deleteLot] = useNetworkingAddressLotDeleteMutation()
  return useCallback(
    (lot: AddressLot): RowAction[] => [
      deleteAction({
        noun: 'Address lot',
        name: lot.name,
        doDelete: async () => {
          await deleteLot({ path: { addressLot: lot.id } }).unwrap()
          onDeleted?.()
        },
      }),
    ],
    [deleteLot, onDeleted],
  )
}
