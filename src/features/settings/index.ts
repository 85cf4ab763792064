export { ProfilePage } from './ProfilePage'
export { SshKeysPage, sshKeysLoader } from './SshKeysPage'
export { SshKeyCreateForm } from './SshKeyCreateForm'
export { SshKeyEditForm, sshKeyEditLoader } from './SshKeyEditForm'
