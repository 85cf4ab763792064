import './currentUser'
import { consoleAuthApi } from './consoleAuth'
import { FAILURE, tagWiring } from './tagTesting'
import { tokensApi } from './tokens'

const { endpoints: e } = tokensApi

tagWiring({
  seed: {
    tokens: ['currentUserAccessTokenList', {}, { items: [{ id: 't1' }, { id: 't2' }] }],
    keys: ['currentUserSshKeyList', {}, { items: [] }],
  },
  provides: [['tokens: LIST and each id', [{ type: 'AccessToken', id: 't1' }], ['tokens']]],
  mutations: [
    {
      name: 'delete a token: the token lists',
      run: (d) => d(e.currentUserAccessTokenDelete.initiate({ path: { tokenId: 't1' } })),
      status: 204,
      hit: ['tokens'],
    },
    {
      name: 'confirming a device code issues a token: the token lists',
      run: (d) =>
        d(consoleAuthApi.endpoints.deviceAuthConfirm.initiate({ body: { userCode: 'ABCD-EFGH' } })),
      status: 204,
      hit: ['tokens'],
    },
    {
      name: 'a failed delete: nothing',
      run: (d) => d(e.currentUserAccessTokenDelete.initiate({ path: { tokenId: 't1' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})
