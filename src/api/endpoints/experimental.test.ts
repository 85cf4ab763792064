import './systemHardware'
import { experimentalApi } from './experimental'
import { FAILURE, tagWiring } from './tagTesting'

const { endpoints: e } = experimentalApi
const membership = (state: string) => ({
  rackId: 'r',
  state,
  version: 2,
  members: [],
  unacknowledgedMembers: [],
  timeCreated: '2026-01-01T00:00:00Z',
})

tagWiring({
  seed: {
    probes: ['probeList', { query: { project: 'p' } }, { items: [{ id: 'id-pr', name: 'pr' }] }],
    pr: [
      'probeView',
      { path: { probe: 'pr' }, query: { project: 'p' } },
      { id: 'id-pr', name: 'pr' },
    ],
    membership: ['rackMembershipStatus', { path: { rackId: 'r' } }, membership('committed')],
    otherRack: ['rackMembershipStatus', { path: { rackId: 'r2' } }, membership('committed')],
    sleds: ['sledList', {}, { items: [{ id: 's1' }] }],
    uninitialized: ['sledListUninitialized', {}, { items: [{ cubby: 1, rackId: 'r' }] }],
  },
  provides: [
    ['probes: LIST', [{ type: 'Probe', id: 'LIST' }], ['probes']],
    ["a rack's membership: under the rack", [{ type: 'Rack', id: 'r' }], ['membership']],
  ],
  mutations: [
    {
      name: 'create a probe: the probe lists',
      run: (d) =>
        d(
          e.probeCreate.initiate({
            query: { project: 'p' },
            body: { name: 'q', description: '', sled: 's' },
          }),
        ),
      status: 201,
      response: { id: 'id-q', name: 'q' },
      hit: ['probes'],
    },
    {
      name: "add sleds: that rack's membership, the sleds and the uninitialized sleds",
      run: (d) =>
        d(
          e.rackMembershipAddSleds.initiate({
            path: { rackId: 'r' },
            body: { sledIds: [{ partNumber: 'p', serialNumber: 's' }] },
          }),
        ),
      response: membership('in_progress'),
      hit: ['membership', 'sleds', 'uninitialized'],
    },
    {
      name: "abort: that rack's membership and the sled lists",
      run: (d) => d(e.rackMembershipAbort.initiate({ path: { rackId: 'r' } })),
      response: membership('aborted'),
      hit: ['membership', 'sleds', 'uninitialized'],
    },
    {
      name: 'a failed probe delete: nothing',
      run: (d) => d(e.probeDelete.initiate({ path: { probe: 'pr' }, query: { project: 'p' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})
