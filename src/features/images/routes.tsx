import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The lists and the read-only view are one chunk; the upload (formik, yup, the import pipeline)
// another, loaded only when it opens.
const images = () => import(/* webpackChunkName: "images" */ './index')
const upload = () => import(/* webpackChunkName: "image-upload" */ './upload')

const view = async () => {
  const m = await images()
  return { Component: m.ImageView, loader: m.imageViewLoader }
}

/** Project level: the project's images, with the upload form and the image view over the list. */
export const projectImagesArea: Area = {
  nav: [{ label: 'Images', to: (params) => pb.projectImages(routeParam(params, 'project')) }],
  routes: [
    {
      lazy: async () => ({ Component: (await images()).ProjectImagesPage }),
      handle: handle({
        crumb: 'Images',
        crumbPath: (params) => pb.projectImages(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'images',
          Component: ListOnly,
          lazy: async () => ({ loader: (await images()).projectImagesLoader }),
        },
        {
          path: 'images-new',
          handle: handle({ crumb: 'Upload image' }),
          lazy: async () => ({ Component: (await upload()).ImageUploadForm }),
        },
        {
          path: 'images/:image/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'image') }),
          lazy: view,
        },
      ],
    },
  ],
}

/** Silo level: /images, the images every project of the silo sees, with the image view over it. */
export const siloImagesArea: Area = {
  nav: [
    {
      label: 'Images',
      to: () => pb.siloImages(),
      gate: { level: 'silo', need: 'viewer', action: "see the silo's images" },
    },
  ],
  routes: [
    {
      lazy: async () => ({ Component: (await images()).SiloImagesPage }),
      handle: handle({ crumb: 'Images', crumbPath: () => pb.siloImages() }),
      children: [
        {
          path: 'images',
          Component: ListOnly,
          lazy: async () => ({ loader: (await images()).siloImagesLoader }),
        },
        {
          path: 'images/:image/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'image') }),
          lazy: view,
        },
      ],
    },
  ],
}
