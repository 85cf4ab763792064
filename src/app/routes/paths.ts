// Route paths in one place so links and the route table agree.
export const SYSTEM_HOME = '/system/issues'

export const pb = {
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (project: string) => `/projects/${encodeURIComponent(project)}/edit`,
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: (sshKey: string) => `/settings/ssh-keys/${encodeURIComponent(sshKey)}/edit`,
  systemIssues: () => '/system/issues',
  deviceSuccess: () => '/device/success',
}
