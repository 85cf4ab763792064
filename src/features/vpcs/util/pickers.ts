import { useMemo } from 'react'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import {
  useInternetGatewayListQuery,
  useVpcListQuery,
  useVpcSubnetListQuery,
} from '~/api/endpoints/vpcs'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import type { NameList } from '~/components'

// What the forms' name pickers offer: the project's VPCs and instances, this VPC's subnets and
// internet gateways. Each is one large page of a list query, shared through the cache with the
// lists on screen.

/** The kinds of thing a route or rule names, by the API's type tag. */
type NameKind = 'vpc' | 'subnet' | 'instance' | 'internet_gateway'

export type NamePickers = Record<NameKind, NameList>

type ListResult = { data?: { items: { name: string }[] }; isLoading: boolean; error?: unknown }

function useNameList({ data, isLoading, error }: ListResult): NameList {
  return useMemo(
    () => ({ names: data?.items.map((i) => i.name) ?? [], loading: isLoading, error }),
    [data, isLoading, error],
  )
}

export function useNamePickers(project: string, vpc: string): NamePickers {
  const all = { limit: ALL_PAGES_LIMIT, project }
  const vpcs = useNameList(useVpcListQuery({ query: all }))
  const subnets = useNameList(useVpcSubnetListQuery({ query: { ...all, vpc } }))
  const instances = useNameList(useInstanceListQuery({ query: all }))
  const gateways = useNameList(useInternetGatewayListQuery({ query: { ...all, vpc } }))
  return useMemo(
    () => ({ vpc: vpcs, subnet: subnets, instance: instances, internet_gateway: gateways }),
    [vpcs, subnets, instances, gateways],
  )
}
