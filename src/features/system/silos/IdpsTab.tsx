import { useMemo } from 'react'
import type { IdentityProvider, Silo } from '~/api/generated/types'
import { systemSilosApi } from '~/api/endpoints/systemSilos'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'

const columns = (silo: string): DataTableColumn<IdentityProvider>[] => [
  nameLinkColumn((idp) => pb.siloIdp(silo, idp.name)),
  descriptionColumn(),
  {
    field: 'providerType',
    headerName: 'Type',
    width: 100,
    renderCell: ({ row }) => row.providerType.toUpperCase(),
  },
  createdColumn(),
]

/** A silo's identity providers; each opens read-only, a new SAML one in idps-new. */
export function IdpsTab({ silo }: { silo: Silo }) {
  const shown = useMemo(() => columns(silo.name), [silo.name])
  return (
    <ListPage
      label="Identity providers"
      endpoint={systemSilosApi.endpoints.siloIdentityProviderList}
      query={() => ({ silo: silo.id })}
      // a silo's providers are few: held whole
      whole
      sortsByName
      noun="identity providers"
      columns={shown}
      create={{ label: 'New provider', to: pb.siloIdpsNew(silo.name) }}
      empty={{
        title: 'No identity providers',
        body:
          silo.identityMode !== 'local_only'
            ? 'Users of this silo sign in through a SAML identity provider: add one.'
            : 'Users of this silo sign in with local passwords; a SAML provider is optional.',
      }}
    />
  )
}
