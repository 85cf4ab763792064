import { linkStateOf } from './linkState'

test('the link state reads from the status, whatever else it holds', () => {
  expect(linkStateOf({ link: { linkState: 'up', speed: 'speed100_g' } })).toBe('Up')
  expect(linkStateOf({ link: { linkState: 'config_error' } })).toBe('Config error')
  expect(linkStateOf({ link: { linkState: 3 } })).toBe('Unknown')
  expect(linkStateOf({})).toBe('Unknown')
  expect(linkStateOf(undefined)).toBe('Unknown')
  expect(linkStateOf('up')).toBe('Unknown')
})
