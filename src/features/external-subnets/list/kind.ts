import { useCallback } from 'react'
import {
  useExternalSubnetAttachMutation,
  useExternalSubnetDeleteMutation,
  useExternalSubnetDetachMutation,
} from '~/api/endpoints/externalSubnets'
import type { ExternalSubnet } from '~/api/generated/types'
import type { AttachableKind } from '~/app/attachable/attachable'
import { pb } from '~/app/routes/paths'

/** External subnets as their list attaches, detaches and deletes them, as floating IPs are. */
export const externalSubnetKind: AttachableKind<ExternalSubnet> = {
  noun: 'external subnet',
  Noun: 'External subnet',
  address: (s) => s.subnet,
  detachNote: (s) => `The instance stops receiving traffic for ${s.subnet}.`,
  editPath: pb.externalSubnetEdit,
  useAttach: () => {
    const [attach] = useExternalSubnetAttachMutation()
    return useCallback(
      (s: ExternalSubnet, instance: string) =>
        attach({ path: { externalSubnet: s.id }, body: { instance } }).unwrap(),
      [attach],
    )
  },
  useDetach: () => {
    const [detach] = useExternalSubnetDetachMutation()
    return useCallback(
      (s: ExternalSubnet) => detach({ path: { externalSubnet: s.id } }).unwrap(),
      [detach],
    )
  },
  useDelete: () => {
    const [del] = useExternalSubnetDeleteMutation()
    return useCallback(
      (s: ExternalSubnet) => del({ path: { externalSubnet: s.id } }).unwrap(),
      [del],
    )
  },
}
