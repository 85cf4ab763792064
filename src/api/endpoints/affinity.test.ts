import './instances'
import { affinityApi } from './affinity'
import { FAILURE, tagWiring } from './tagTesting'

const group = (name: string) => ({ id: `id-${name}`, name })
const member = (name: string) => ({
  type: 'instance',
  value: { id: `id-${name}`, name, run_state: 'running' },
})
const project = { project: 'p' }
const g = { path: { affinityGroup: 'g' }, query: project }
const { endpoints: e } = affinityApi

tagWiring({
  seed: {
    groups: ['affinityGroupList', { query: project }, { items: [group('g'), group('h')] }],
    g: ['affinityGroupView', g, group('g')],
    gMembers: ['affinityGroupMemberList', g, { items: [member('web')] }],
    hMembers: [
      'affinityGroupMemberList',
      { path: { affinityGroup: 'h' }, query: project },
      { items: [] },
    ],
    webInG: [
      'affinityGroupMemberInstanceView',
      { path: { affinityGroup: 'g', instance: 'web' }, query: project },
      member('web'),
    ],
    webGroups: [
      'instanceAffinityGroupList',
      { path: { instance: 'web' }, query: project },
      { items: [group('g')] },
    ],
    antiGroups: ['antiAffinityGroupList', { query: project }, { items: [] }],
    web: [
      'instanceView',
      { path: { instance: 'web' }, query: project },
      { id: 'id-web', name: 'web' },
    ],
  },
  provides: [
    ['a list page: LIST', [{ type: 'AffinityGroup', id: 'LIST' }], ['groups']],
    [
      'a group: every list that shows it',
      [{ type: 'AffinityGroup', id: 'id-g' }],
      ['g', 'groups', 'webGroups'],
    ],
    [
      "a group's members and membership: the group",
      [{ type: 'AffinityGroupMember', id: 'g' }],
      ['gMembers', 'webInG'],
    ],
    ['members: each as an Instance', [{ type: 'Instance', id: 'id-web' }], ['gMembers', 'web']],
    [
      "an instance's groups: the instance",
      [{ type: 'InstanceAffinityGroup', id: 'web' }],
      ['webGroups'],
    ],
  ],
  mutations: [
    {
      name: 'create: the affinity group lists only',
      run: (d) =>
        d(
          e.affinityGroupCreate.initiate({
            query: project,
            body: { name: 'i', description: '', failureDomain: 'sled', policy: 'allow' },
          }),
        ),
      status: 201,
      response: group('i'),
      hit: ['groups'],
    },
    {
      name: "add a member: that group's members and that instance's groups",
      run: (d) =>
        d(
          e.affinityGroupMemberInstanceAdd.initiate({
            path: { affinityGroup: 'g', instance: 'web' },
            query: project,
          }),
        ),
      status: 201,
      response: member('web'),
      hit: ['gMembers', 'webInG', 'webGroups'],
    },
    {
      name: "delete: the group, the lists, and every instance's group list",
      run: (d) => d(e.affinityGroupDelete.initiate(g)),
      status: 204,
      hit: ['groups', 'g', 'webGroups'],
    },
    {
      name: 'a failed member delete: nothing',
      run: (d) =>
        d(
          e.affinityGroupMemberInstanceDelete.initiate({
            path: { affinityGroup: 'g', instance: 'web' },
            query: project,
          }),
        ),
      ...FAILURE,
      hit: [],
    },
  ],
})
