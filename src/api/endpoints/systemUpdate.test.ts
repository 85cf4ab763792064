import { systemUpdateApi } from './systemUpdate'
import { FAILURE, tagWiring } from './tagTesting'

const { endpoints: e } = systemUpdateApi

tagWiring({
  seed: {
    repo: ['systemUpdateGetRepository', { path: { systemVersion: '1.0.0' } }, { description: {} }],
    roots: ['systemUpdateTrustRootList', {}, { items: [{ id: 'tr1' }] }],
    tr1: ['systemUpdateTrustRootView', { path: { trustRootId: 'tr1' } }, { id: 'tr1' }],
    target: ['targetReleaseView', undefined, { generation: 1 }],
  },
  provides: [
    ['a repository: by version', [{ type: 'TufRepo', id: '1.0.0' }], ['repo']],
    ['a trust root: its view and the lists', [{ type: 'TrustRoot', id: 'tr1' }], ['roots', 'tr1']],
  ],
  mutations: [
    {
      name: 'upload a repository: every repository view',
      run: (d) =>
        d(e.systemUpdatePutRepository.initiate({ query: { fileName: 'r.zip' }, body: {} })),
      response: { recorded: {}, status: 'inserted' },
      hit: ['repo'],
    },
    {
      name: 'delete a trust root: it and the lists',
      run: (d) => d(e.systemUpdateTrustRootDelete.initiate({ path: { trustRootId: 'tr1' } })),
      status: 204,
      hit: ['roots', 'tr1'],
    },
    {
      name: 'set the target release: itself',
      run: (d) => d(e.targetReleaseUpdate.initiate({ body: { systemVersion: '2.0.0' } })),
      status: 201,
      response: { generation: 2 },
      hit: ['target'],
    },
    {
      name: 'a failed trust root create: nothing',
      run: (d) => d(e.systemUpdateTrustRootCreate.initiate({ body: {} })),
      ...FAILURE,
      hit: [],
    },
  ],
})
