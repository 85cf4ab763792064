import { defaultSshUser } from './sshUser'

test('the default user of an image, where its OS says which', () => {
  expect(defaultSshUser('Ubuntu')).toBe('ubuntu')
  expect(defaultSshUser('debian')).toBe('debian')
  expect(defaultSshUser('Fedora')).toBe('fedora')
  expect(defaultSshUser('AlmaLinux')).toBe('almalinux')
  expect(defaultSshUser('helios')).toBeUndefined()
  expect(defaultSshUser('')).toBeUndefined()
  expect(defaultSshUser(undefined)).toBeUndefined()
})
