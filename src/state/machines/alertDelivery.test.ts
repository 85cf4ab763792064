import { alertDeliveryMachine, deliveryResendReason } from './alertDelivery'

test('only a failed delivery is sent again, and a newer rack’s state is said as itself', () => {
  expect(deliveryResendReason({ state: 'failed' })).toBeUndefined()
  expect(deliveryResendReason({ state: 'delivered' })).toBe(
    'Only a failed delivery can be sent again',
  )
  // eslint-disable-next-line no-restricted-syntax -- a state a newer rack may send
  const future = { state: 'future_retrying' as never }
  expect(deliveryResendReason(future)).toBe('This console does not know the state future retrying')
  expect(alertDeliveryMachine.color('pending')).toBe('blue')
})
