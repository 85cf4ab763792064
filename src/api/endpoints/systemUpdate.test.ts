import { systemUpdateApi } from './systemUpdate'
import { FAILURE, tagWiring } from './tagTesting'

const { endpoints: e } = systemUpdateApi
const repo = (systemVersion: string) => ({
  fileName: `${systemVersion}.zip`,
  hash: 'ab',
  systemVersion,
  timeCreated: '2026-01-01T00:00:00Z',
})

tagWiring({
  seed: {
    repos: ['systemUpdateRepositoryList', {}, { items: [repo('1.0.0')] }],
    repo: ['systemUpdateRepositoryView', { path: { systemVersion: '1.0.0' } }, repo('1.0.0')],
    roots: ['systemUpdateTrustRootList', {}, { items: [{ id: 'tr1' }] }],
    tr1: ['systemUpdateTrustRootView', { path: { trustRootId: 'tr1' } }, { id: 'tr1' }],
    status: ['systemUpdateStatus', undefined, { targetRelease: null }],
  },
  provides: [
    [
      'a repository: by version, in the list too',
      [{ type: 'TufRepo', id: '1.0.0' }],
      ['repo', 'repos'],
    ],
    ['a trust root: its view and the lists', [{ type: 'TrustRoot', id: 'tr1' }], ['roots', 'tr1']],
  ],
  mutations: [
    {
      name: 'upload a repository: every repository view',
      run: (d) =>
        d(e.systemUpdateRepositoryUpload.initiate({ query: { fileName: 'r.zip' }, body: {} })),
      response: { repo: repo('2.0.0'), status: 'inserted' },
      hit: ['repo', 'repos'],
    },
    {
      name: 'delete a trust root: it and the lists',
      run: (d) => d(e.systemUpdateTrustRootDelete.initiate({ path: { trustRootId: 'tr1' } })),
      status: 204,
      hit: ['roots', 'tr1'],
    },
    {
      name: 'set the target release: the update status',
      run: (d) => d(e.targetReleaseUpdate.initiate({ body: { systemVersion: '1.0.0' } })),
      status: 204,
      hit: ['status'],
    },
    {
      name: 'a failed trust root create: nothing',
      run: (d) => d(e.systemUpdateTrustRootCreate.initiate({ body: {} })),
      ...FAILURE,
      hit: [],
    },
  ],
})
