import { imagesApi } from './images'
import { FAILURE, tagWiring } from './tagTesting'

const image = (name: string) => ({ id: `id-${name}`, name })
const { endpoints: e } = imagesApi

tagWiring({
  seed: {
    projectImages: ['imageList', { query: { project: 'p' } }, { items: [image('a')] }],
    siloImages: ['imageList', {}, { items: [image('b')] }],
    a: ['imageView', { path: { image: 'a' }, query: { project: 'p' } }, image('a')],
    b: ['imageView', { path: { image: 'id-b' } }, image('b')],
  },
  provides: [
    [
      'project and silo lists: LIST',
      [{ type: 'Image', id: 'LIST' }],
      ['projectImages', 'siloImages'],
    ],
    ['a view: the name it was fetched by', [{ type: 'Image', id: 'a' }], ['a']],
  ],
  mutations: [
    {
      name: 'create: every image list',
      run: (d) =>
        d(
          e.imageCreate.initiate({
            query: { project: 'p' },
            body: {
              name: 'c',
              description: '',
              os: 'x',
              version: '1',
              source: { type: 'snapshot', id: 's' },
            },
          }),
        ),
      status: 201,
      response: image('c'),
      hit: ['projectImages', 'siloImages'],
    },
    {
      name: 'promote: the image and both kinds of list',
      run: (d) => d(e.imagePromote.initiate({ path: { image: 'a' }, query: { project: 'p' } })),
      status: 202,
      response: image('a'),
      hit: ['projectImages', 'siloImages', 'a'],
    },
    {
      name: 'demote by id: the image, however cached, and the lists',
      run: (d) => d(e.imageDemote.initiate({ path: { image: 'id-b' }, query: { project: 'p' } })),
      status: 202,
      response: image('b'),
      hit: ['projectImages', 'siloImages', 'b'],
    },
    {
      name: 'a failed delete: nothing',
      run: (d) => d(e.imageDelete.initiate({ path: { image: 'a' }, query: { project: 'p' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})
