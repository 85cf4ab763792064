import { systemSupportBundlesApi } from './systemSupportBundles'
import { FAILURE, tagWiring } from './tagTesting'

const bundle = (id: string) => ({ id, reasonForCreation: '', state: 'active' })
const { endpoints: e } = systemSupportBundlesApi

tagWiring({
  seed: {
    bundles: ['supportBundleList', {}, { items: [bundle('b1'), bundle('b2')] }],
    b1: ['supportBundleView', { path: { bundleId: 'b1' } }, bundle('b1')],
    b2: ['supportBundleView', { path: { bundleId: 'b2' } }, bundle('b2')],
    b1Index: ['supportBundleIndex', { path: { bundleId: 'b1' } }, 'index'],
  },
  provides: [
    [
      'a bundle: its view, its index, the lists',
      [{ type: 'SupportBundle', id: 'b1' }],
      ['b1', 'b1Index', 'bundles'],
    ],
  ],
  mutations: [
    {
      name: 'create a bundle: the bundle lists',
      run: (d) => d(e.supportBundleCreate.initiate({ body: {} })),
      status: 201,
      response: bundle('b3'),
      hit: ['bundles'],
    },
    {
      name: 'comment on a bundle: the bundle, its index, the lists',
      run: (d) =>
        d(
          e.supportBundleUpdate.initiate({
            path: { bundleId: 'b1' },
            body: { userComment: 'slow disks on sled 7' },
          }),
        ),
      response: { ...bundle('b1'), user_comment: 'slow disks on sled 7' },
      hit: ['b1', 'b1Index', 'bundles'],
    },
    {
      name: 'delete a bundle: the bundle, its index, the lists',
      run: (d) => d(e.supportBundleDelete.initiate({ path: { bundleId: 'b1' } })),
      status: 204,
      hit: ['b1', 'b1Index', 'bundles'],
    },
    {
      name: 'a failed comment: nothing',
      run: (d) =>
        d(e.supportBundleUpdate.initiate({ path: { bundleId: 'b2' }, body: { userComment: 'x' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})
