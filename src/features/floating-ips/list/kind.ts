import { useCallback } from 'react'
import {
  useFloatingIpAttachMutation,
  useFloatingIpDeleteMutation,
  useFloatingIpDetachMutation,
} from '~/api/endpoints/floatingIps'
import type { FloatingIp } from '~/api/generated/types'
import type { AttachableKind } from '~/app/attachable/attachable'
import { pb } from '~/app/routes/paths'

/** Floating IPs as their list attaches, detaches and deletes them. */
export const floatingIpKind: AttachableKind<FloatingIp> = {
  noun: 'floating IP',
  Noun: 'Floating IP',
  address: (ip) => ip.ip,
  detachNote: (ip) => `The instance loses the address ${ip.ip}.`,
  attachHelp: 'The address reaches the instance through its primary network interface.',
  editPath: pb.floatingIpEdit,
  useAttach: () => {
    const [attach] = useFloatingIpAttachMutation()
    return useCallback(
      (ip: FloatingIp, instance: string) =>
        attach({
          path: { floatingIp: ip.id },
          body: { kind: 'instance', parent: instance },
        }).unwrap(),
      [attach],
    )
  },
  useDetach: () => {
    const [detach] = useFloatingIpDetachMutation()
    return useCallback(
      (ip: FloatingIp) => detach({ path: { floatingIp: ip.id } }).unwrap(),
      [detach],
    )
  },
  useDelete: () => {
    const [del] = useFloatingIpDeleteMutation()
    return useCallback((ip: FloatingIp) => del({ path: { floatingIp: ip.id } }).unwrap(), [del])
  },
}
