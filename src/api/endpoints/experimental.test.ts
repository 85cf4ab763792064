import { experimentalApi } from './experimental'
import { FAILURE, tagWiring } from './tagTesting'

const bundle = (id: string) => ({ id, reasonForCreation: '', state: 'active' })
const { endpoints: e } = experimentalApi

tagWiring({
  seed: {
    probes: ['probeList', { query: { project: 'p' } }, { items: [{ id: 'id-pr', name: 'pr' }] }],
    pr: [
      'probeView',
      { path: { probe: 'pr' }, query: { project: 'p' } },
      { id: 'id-pr', name: 'pr' },
    ],
    bundles: ['supportBundleList', {}, { items: [bundle('b1'), bundle('b2')] }],
    b1: ['supportBundleView', { path: { bundleId: 'b1' } }, bundle('b1')],
    b1Index: ['supportBundleIndex', { path: { bundleId: 'b1' } }, 'index'],
  },
  provides: [
    ['probes: LIST', [{ type: 'Probe', id: 'LIST' }], ['probes']],
    [
      'a bundle: its view, its index, the lists',
      [{ type: 'SupportBundle', id: 'b1' }],
      ['b1', 'b1Index', 'bundles'],
    ],
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
      name: 'create a bundle: the bundle lists',
      run: (d) => d(e.supportBundleCreate.initiate()),
      status: 201,
      response: bundle('b3'),
      hit: ['bundles'],
    },
    {
      name: 'delete a bundle: the bundle, its index, the lists',
      run: (d) => d(e.supportBundleDelete.initiate({ path: { bundleId: 'b1' } })),
      status: 204,
      hit: ['b1', 'b1Index', 'bundles'],
    },
    {
      name: 'a failed probe delete: nothing',
      run: (d) => d(e.probeDelete.initiate({ path: { probe: 'pr' }, query: { project: 'p' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})
