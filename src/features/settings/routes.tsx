import { Navigate } from 'react-router-dom'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The pages are one chunk; the SSH key forms (formik, yup) another, loaded when a form opens.
const settings = () => import(/* webpackChunkName: "settings" */ './index')
const settingsForms = () => import(/* webpackChunkName: "settings-forms" */ './forms')

/** The user's settings (under /settings): profile, SSH keys with side-modal forms. */
export const settingsArea: Area = {
  nav: [
    { label: 'Profile', to: () => pb.profile() },
    { label: 'SSH Keys', to: () => pb.sshKeys() },
    { label: 'Access Tokens', to: () => pb.accessTokens() },
  ],
  routes: [
    // spec §2: settings redirects to settings/profile
    { index: true, element: <Navigate replace to={pb.profile()} /> },
    {
      path: 'profile',
      handle: handle({ crumb: 'Profile' }),
      lazy: async () => ({ Component: (await settings()).ProfilePage }),
    },
    {
      path: 'access-tokens',
      handle: handle({ crumb: 'Access Tokens' }),
      lazy: async () => {
        const m = await settings()
        return { Component: m.AccessTokensPage, loader: m.accessTokensLoader }
      },
    },
    {
      lazy: async () => ({ Component: (await settings()).SshKeysPage }),
      handle: handle({ crumb: 'SSH Keys', crumbPath: () => pb.sshKeys() }),
      children: [
        {
          path: 'ssh-keys',
          Component: ListOnly,
          lazy: async () => ({ loader: (await settings()).sshKeysLoader }),
        },
        {
          path: 'ssh-keys-new',
          handle: handle({ crumb: 'Add SSH key' }),
          lazy: async () => ({ Component: (await settingsForms()).SshKeyCreateForm }),
        },
        {
          path: 'ssh-keys/:sshKey/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'sshKey') }),
          lazy: async () => {
            const m = await settingsForms()
            return { Component: m.SshKeyEditForm, loader: m.sshKeyEditLoader }
          },
        },
      ],
    },
  ],
}
