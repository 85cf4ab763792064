import './disks'
import './silos'
import { snapshotsApi } from './snapshots'
import { FAILURE, tagWiring } from './tagTesting'

const snapshot = (name: string) => ({ id: `id-${name}`, name, diskId: 'id-d', state: 'ready' })
const project = { project: 'p' }
const { endpoints: e } = snapshotsApi

tagWiring({
  seed: {
    snapshots: ['snapshotList', { query: project }, { items: [snapshot('a')] }],
    a: ['snapshotView', { path: { snapshot: 'a' }, query: project }, snapshot('a')],
    disk: ['diskView', { path: { disk: 'd' }, query: project }, { id: 'id-d', name: 'd' }],
    other: ['diskView', { path: { disk: 'e' }, query: project }, { id: 'id-e', name: 'e' }],
    utilization: ['utilizationView', undefined, { allocated: {}, provisioned: {} }],
  },
  provides: [
    ['a list page: LIST', [{ type: 'Snapshot', id: 'LIST' }], ['snapshots']],
    ['a list page and a view: the id', [{ type: 'Snapshot', id: 'id-a' }], ['snapshots', 'a']],
  ],
  mutations: [
    {
      name: 'create: the lists, the disk it was taken of, utilization',
      run: (d) =>
        d(
          e.snapshotCreate.initiate({
            query: project,
            body: { name: 'b', description: '', disk: 'd' },
          }),
        ),
      status: 201,
      response: snapshot('b'),
      hit: ['snapshots', 'disk', 'utilization'],
    },
    {
      name: 'delete: the snapshot, the lists, utilization',
      run: (d) => d(e.snapshotDelete.initiate({ path: { snapshot: 'a' }, query: project })),
      status: 204,
      hit: ['snapshots', 'a', 'utilization'],
    },
    {
      name: 'a failed create: nothing',
      run: (d) =>
        d(
          e.snapshotCreate.initiate({
            query: project,
            body: { name: 'b', description: '', disk: 'd' },
          }),
        ),
      ...FAILURE,
      hit: [],
    },
  ],
})
