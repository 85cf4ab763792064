import { useMemo } from 'react'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import {
  useInternetGatewayIpAddressListQuery,
  useInternetGatewayIpPoolListQuery,
} from '~/api/endpoints/vpcs'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { WHOLE_LIST } from '~/api/wholeList'

// What a gateway is attached to: its IP pools (by the pool's name where the silo can see the
// pool, else the attachment's own name) and its IP addresses. By the gateway's id, which the API
// takes without a project or VPC.

const all = (gateway: string) => ({ query: { gateway, limit: ALL_PAGES_LIMIT } })

export type GatewayPool = { id: string; name: string; pool: string; description: string }

export function useGatewayPools(gatewayId: string) {
  const links = useInternetGatewayIpPoolListQuery(all(gatewayId), { skip: !gatewayId })
  const pools = useIpPoolListQuery(WHOLE_LIST)
  const items = useMemo(() => {
    const names = new Map(pools.data?.items.map((p) => [p.id, p.name]))
    return links.data?.items.map((l): GatewayPool => ({
      id: l.id,
      name: l.name,
      pool: names.get(l.ipPoolId) ?? l.name,
      description: l.description,
    }))
  }, [links.data, pools.data])
  return { items, error: links.error, loading: links.isLoading, refetch: links.refetch }
}

export function useGatewayAddresses(gatewayId: string) {
  const q = useInternetGatewayIpAddressListQuery(all(gatewayId), { skip: !gatewayId })
  return { items: q.data?.items, error: q.error, loading: q.isLoading, refetch: q.refetch }
}
