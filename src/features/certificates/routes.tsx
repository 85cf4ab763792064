import { handle, ListOnly, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const certificates = () => import(/* webpackChunkName: "certificates" */ './index')
const certificateForms = () => import(/* webpackChunkName: "certificate-forms" */ './forms')

/** Silo level: /certificates (the silo's TLS certificates) and /certificates-new. */
export const certificatesArea: Area = {
  nav: [
    {
      label: 'Certificates',
      to: () => pb.certificates(),
      gate: { level: 'silo', need: 'viewer', action: "see the silo's certificates" },
    },
  ],
  routes: [
    {
      lazy: async () => ({ Component: (await certificates()).CertificatesPage }),
      handle: handle({ crumb: 'Certificates', crumbPath: () => pb.certificates() }),
      children: [
        {
          path: 'certificates',
          Component: ListOnly,
          lazy: async () => ({ loader: (await certificates()).certificatesLoader }),
        },
        {
          path: 'certificates-new',
          handle: handle({ crumb: 'Add certificate' }),
          lazy: async () => ({ Component: (await certificateForms()).CertificateCreateForm }),
        },
      ],
    },
  ],
}
