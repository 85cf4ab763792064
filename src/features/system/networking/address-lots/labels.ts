import type { AddressLotKind } from '~/api/generated/types'

export const LOT_KIND_LABELS: Record<AddressLotKind, string> = {
  infra: 'Infrastructure',
  pool: 'Pool',
}
