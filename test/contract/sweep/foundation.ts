import type { SweepCase } from './case'

// The foundation's operations: session, current user, projects, policies, users and groups, and
// the device flow. Ada (fleet admin, silo admin) is signed in by the seed.

const PLATFORM_TEAM = '5eed0003-0000-4000-8000-000000000001'
const SEED_DEVICE_CLIENT = '5eed0006-0000-4000-8000-000000000001'
const ADA = '5eed0002-0000-4000-8000-000000000001'
const TOMAS = '5eed0002-0000-4000-8000-000000000003'
const SSH_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGm0dJq5m7V1x9wq4kJ0Yd2b3dD6bE0xT5m3wq8mE1rX sweep@example'

export const foundationCases: SweepCase[] = [
  { op: 'ping' },
  { op: 'currentUserView' },
  { op: 'currentUserGroups' },
  { op: 'currentUserSshKeyList', query: { limit: 25 } },
  {
    op: 'currentUserSshKeyCreate',
    body: { name: 'sweep-key', description: '', public_key: SSH_KEY },
  },
  { op: 'currentUserSshKeyView', path: { ssh_key: 'sweep-key' } },
  { op: 'currentUserSshKeyDelete', path: { ssh_key: 'sweep-key' } },
  { op: 'currentUserSshKeyView', path: { ssh_key: 'sweep-key' }, status: 404, note: 'deleted' },
  { op: 'projectList', query: { limit: 25, sort_by: 'name_descending' } },
  { op: 'projectCreate', body: { name: 'sweep-project', description: 'made by the sweep' } },
  {
    op: 'projectCreate',
    body: { name: 'sweep-project', description: 'again' },
    status: 400,
    note: 'duplicate name',
  },
  { op: 'projectCreate', body: { description: 'no name' }, status: 400, note: 'bad body' },
  { op: 'projectView', path: { project: 'sweep-project' } },
  { op: 'projectUpdate', path: { project: 'sweep-project' }, body: { description: 'edited' } },
  { op: 'projectPolicyView', path: { project: 'sweep-project' } },
  {
    op: 'projectPolicyUpdate',
    path: { project: 'sweep-project' },
    body: {
      role_assignments: [
        { identity_id: PLATFORM_TEAM, identity_type: 'silo_group', role_name: 'collaborator' },
      ],
    },
  },
  {
    op: 'projectPolicyUpdate',
    path: { project: 'sweep-project' },
    note: 'a limited collaborator',
    body: {
      role_assignments: [
        {
          identity_id: PLATFORM_TEAM,
          identity_type: 'silo_group',
          role_name: 'limited_collaborator',
        },
      ],
    },
  },
  { op: 'projectDelete', path: { project: 'sweep-project' } },
  { op: 'projectView', path: { project: 'sweep-project' }, status: 404, note: 'deleted' },
  { op: 'policyView' },
  {
    op: 'policyUpdate',
    body: {
      role_assignments: [{ identity_id: ADA, identity_type: 'silo_user', role_name: 'admin' }],
    },
  },
  { op: 'systemPolicyView' },
  {
    op: 'systemPolicyUpdate',
    status: 400,
    note: 'the fleet has no limited collaborator',
    body: {
      role_assignments: [
        { identity_id: ADA, identity_type: 'silo_user', role_name: 'limited_collaborator' },
      ],
    },
  },
  {
    op: 'systemPolicyUpdate',
    body: {
      role_assignments: [{ identity_id: ADA, identity_type: 'silo_user', role_name: 'admin' }],
    },
  },
  { op: 'userList', query: { limit: 25 } },
  { op: 'groupList' },
  { op: 'groupView', path: { group_id: PLATFORM_TEAM } },
  { op: 'userView', path: { user_id: TOMAS } },
  { op: 'userSessionList', path: { user_id: TOMAS }, query: { limit: 25 } },
  { op: 'userTokenList', path: { user_id: TOMAS }, query: { limit: 25 } },
  { op: 'userLogout', path: { user_id: TOMAS } },
  {
    op: 'deviceAuthRequest',
    raw: {
      contentType: 'application/x-www-form-urlencoded',
      text: `client_id=${SEED_DEVICE_CLIENT}`,
    },
  },
  { op: 'deviceAuthConfirm', body: { user_code: 'LXQ-VWPTR' } },
  {
    op: 'deviceAccessToken',
    raw: {
      contentType: 'application/x-www-form-urlencoded',
      text: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: 'seeded-device-code',
        client_id: SEED_DEVICE_CLIENT,
      }).toString(),
    },
  },
  { op: 'systemPolicyView', as: 'noor', status: 403, note: 'not a fleet viewer' },
  { op: 'userLogout', path: { user_id: TOMAS }, status: 403, note: 'not a silo admin' },
  { op: 'userSessionList', path: { user_id: TOMAS }, status: 403, note: "another user's" },
  { op: 'logout', note: 'signs noor out' },
  { op: 'currentUserView', status: 401, note: 'signed out' },
  {
    op: 'loginLocal',
    path: { silo_name: 'prairie' },
    body: { username: 'ada', password: 'wrong' },
    status: 401,
    note: 'wrong password',
  },
  {
    op: 'loginLocal',
    path: { silo_name: 'prairie' },
    body: { username: 'ada', password: 'correct horse' },
  },
  {
    op: 'loginSaml',
    path: { silo_name: 'prairie', provider_name: 'okta-ish' },
    raw: { contentType: 'application/octet-stream', text: 'SAMLResponse=mock' },
  },
]
