import type { ValidationError } from 'yup'
import {
  newRouteValues,
  routeSchema,
  routeValues,
  toRouteBody,
  type RouteValues,
} from './routeForm'

function errorsOf(values: RouteValues): Record<string, string> {
  try {
    routeSchema.validateSync(values, { abortEarly: false })
    return {}
  } catch (e) {
    return Object.fromEntries(
      (e as ValidationError).inner.map((i) => [i.path ?? '', i.errors[0] ?? '']),
    )
  }
}

test('the destination and target follow the type chosen beside them (spec §5)', () => {
  expect(errorsOf(newRouteValues)).toEqual({
    name: 'Name is required',
    destination: 'Destination IP network is required',
    target: 'Target IP address is required',
  })
  const v = { ...newRouteValues, name: 'r' }
  expect(errorsOf({ ...v, destination: '10.0.0.0/40', target: '10.0.0' })).toEqual({
    destination: 'Max width for IPv4 is 32',
    target: 'Not a valid IP address',
  })
  expect(errorsOf({ ...v, destinationType: 'ip', destination: '10.1.2.3/8' })).toMatchObject({
    destination: 'Not a valid IP address',
  })
  expect(errorsOf({ ...v, destination: '10.0.0.0/8', targetType: 'drop' })).toEqual({})
  expect(errorsOf({ ...v, destination: '10.0.0.0/8', targetType: 'instance', target: '' })).toEqual(
    { target: 'Target instance is required' },
  )
})

test('the body: a drop has no value; others are trimmed', () => {
  const values: RouteValues = {
    name: 'r',
    description: '',
    destinationType: 'ip_net',
    destination: ' 10.0.0.0/8 ',
    targetType: 'drop',
    target: 'left over',
  }
  expect(toRouteBody(values)).toEqual({
    name: 'r',
    description: '',
    destination: { type: 'ip_net', value: '10.0.0.0/8' },
    target: { type: 'drop' },
  })
  const route = {
    ...toRouteBody({ ...values, targetType: 'internet_gateway', target: 'default' }),
    id: 'x',
    kind: 'custom' as const,
    vpcRouterId: 'r',
    timeCreated: new Date(0),
    timeModified: new Date(0),
  }
  expect(routeValues(route)).toMatchObject({ targetType: 'internet_gateway', target: 'default' })
})
