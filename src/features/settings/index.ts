export { ProfilePage } from './ProfilePage'
export { SshKeysPage, sshKeysLoader } from './SshKeysPage'
export { AccessTokensPage, accessTokensLoader } from './AccessTokensPage'
