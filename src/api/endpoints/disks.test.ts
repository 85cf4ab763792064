import './silos'
import './snapshots'
import { disksApi } from './disks'
import { FAILURE, tagWiring } from './tagTesting'

const disk = (name: string) => ({ id: `id-${name}`, name, state: { state: 'detached' } })
const project = { project: 'p' }
const a = { path: { disk: 'a' }, query: project }
const { endpoints: e } = disksApi

tagWiring({
  seed: {
    disks: ['diskList', { query: project }, { items: [disk('a'), disk('b')] }],
    a: ['diskView', a, disk('a')],
    b: ['diskView', { path: { disk: 'id-b' } }, disk('b')],
    snapshots: ['snapshotList', { query: project }, { items: [] }],
    utilization: ['utilizationView', undefined, { allocated: {}, provisioned: {} }],
  },
  provides: [
    ['a list page: LIST', [{ type: 'Disk', id: 'LIST' }], ['disks']],
    ['a list page and a view: the id', [{ type: 'Disk', id: 'id-b' }], ['disks', 'b']],
    ['a view: the name it was fetched by', [{ type: 'Disk', id: 'a' }], ['a']],
  ],
  mutations: [
    {
      name: 'create: the disk lists and utilization',
      run: (d) =>
        d(
          e.diskCreate.initiate({
            query: project,
            body: {
              name: 'c',
              description: '',
              size: 1,
              diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
            },
          }),
        ),
      status: 201,
      response: disk('c'),
      hit: ['disks', 'utilization'],
    },
    {
      name: 'delete: the disk, the lists and utilization',
      run: (d) => d(e.diskDelete.initiate(a)),
      status: 204,
      hit: ['disks', 'a', 'utilization'],
    },
    {
      name: 'import start: the disk and the lists (its state)',
      run: (d) => d(e.diskBulkWriteImportStart.initiate({ path: { disk: 'id-b' } })),
      status: 204,
      hit: ['disks', 'b'],
    },
    {
      name: 'finalize with a snapshot: the disk, the lists and the snapshot lists',
      run: (d) => d(e.diskFinalizeImport.initiate({ ...a, body: { snapshotName: 'snap' } })),
      status: 204,
      hit: ['disks', 'a', 'snapshots'],
    },
    {
      name: 'a chunk of blocks: nothing',
      run: (d) =>
        d(e.diskBulkWriteImport.initiate({ ...a, body: { base64EncodedData: '', offset: 0 } })),
      status: 204,
      hit: [],
    },
    {
      name: 'a failed delete: nothing',
      run: (d) => d(e.diskDelete.initiate(a)),
      ...FAILURE,
      hit: [],
    },
  ],
})
