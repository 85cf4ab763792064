export { ProfilePage } from './ProfilePage'
export { SshKeysPage, sshKeysLoader } from './SshKeysPage'
