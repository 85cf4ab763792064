export { SshKeyCreateForm } from './SshKeyCreateForm'
export { SshKeyEditForm, sshKeyEditLoader } from './SshKeyEditForm'
