import * as yup from 'yup'
import type {
  RouteDestination,
  RouteTarget,
  RouterRoute,
  RouterRouteCreate,
} from '~/api/generated/types'
import { descriptionSchema, nameSchema } from '~/util/validation'
import { valueError, type ValueKind } from '~/util/valueRules'

// A route's form: name, description, and its destination and target as a type and a value.

export type DestinationType = RouteDestination['type']
export type TargetType = RouteTarget['type']

export type RouteValues = {
  name: string
  description: string
  destinationType: DestinationType
  destination: string
  targetType: TargetType
  target: string
}

type Variant = { label: string; kind: ValueKind; valueLabel: string }

export const DESTINATIONS: Record<DestinationType, Variant> = {
  ip: { label: 'IP', kind: 'ip', valueLabel: 'Destination IP address' },
  ip_net: { label: 'IP network', kind: 'ip_net', valueLabel: 'Destination IP network' },
  vpc: { label: 'VPC', kind: 'name', valueLabel: 'Destination VPC' },
  subnet: { label: 'Subnet', kind: 'name', valueLabel: 'Destination subnet' },
}

export const TARGETS: Record<TargetType, Variant> = {
  ip: { label: 'IP', kind: 'ip', valueLabel: 'Target IP address' },
  vpc: { label: 'VPC', kind: 'name', valueLabel: 'Target VPC' },
  subnet: { label: 'Subnet', kind: 'name', valueLabel: 'Target subnet' },
  instance: { label: 'Instance', kind: 'name', valueLabel: 'Target instance' },
  internet_gateway: {
    label: 'Internet gateway',
    kind: 'name',
    valueLabel: 'Target internet gateway',
  },
  drop: { label: 'Drop', kind: 'none', valueLabel: '' },
}

export const newRouteValues: RouteValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destination: '',
  targetType: 'ip',
  target: '',
}

export const routeValues = (route: RouterRoute): RouteValues => ({
  name: route.name,
  description: route.description,
  destinationType: route.destination.type,
  destination: route.destination.value,
  targetType: route.target.type,
  target: route.target.type === 'drop' ? '' : route.target.value,
})

/** The value's rule follows the type chosen beside it. */
const valueSchema = <T extends string>(typeField: string, variants: Record<T, Variant>) =>
  yup.string().test('value', function (value) {
    const variant = variants[this.parent[typeField] as T]
    const message = variant && valueError(variant.kind, value ?? '', variant.valueLabel)
    return message ? this.createError({ message }) : true
  })

export const routeSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  destination: valueSchema('destinationType', DESTINATIONS),
  target: valueSchema('targetType', TARGETS),
})

export function toRouteBody(v: RouteValues): RouterRouteCreate {
  const target: RouteTarget =
    v.targetType === 'drop' ? { type: 'drop' } : { type: v.targetType, value: v.target.trim() }
  return {
    name: v.name,
    description: v.description,
    destination: { type: v.destinationType, value: v.destination.trim() },
    target,
  }
}
