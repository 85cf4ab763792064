import CertIcon from '@mui/icons-material/WorkspacePremiumOutlined'
import { Outlet } from 'react-router-dom'
import { silosApi, useCertificateDeleteMutation } from '~/api/endpoints/silos'
import type { Certificate } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRoleGate } from '~/app/roles'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  deleteAction,
  descriptionColumn,
  ListPage,
  type DataTableColumn,
} from '~/components'

const certificatesList = defineList({ endpoint: silosApi.endpoints.certificateList })
export const certificatesLoader = certificatesList.loader

/** What the certificate serves: the API names only the external API today. */
const SERVICE_LABEL: Record<Certificate['service'], string> = { external_api: 'External API' }

const columns: DataTableColumn<Certificate>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  descriptionColumn(),
  {
    field: 'service',
    headerName: 'Service',
    width: 140,
    renderCell: ({ row }) => SERVICE_LABEL[row.service],
    csv: (row) => SERVICE_LABEL[row.service],
  },
  createdColumn(),
]

const empty = {
  title: 'No certificates',
  body: 'The silo’s TLS certificates for its external API (its console and API address) show here.',
}

/** /certificates: the silo's TLS certificates; silo admins add and delete them. */
export function CertificatesPage() {
  const [remove] = useCertificateDeleteMutation()
  const notAdmin = useRoleGate({ level: 'silo', need: 'admin', action: 'change certificates' })
  return (
    <ListPage
      title="Certificates"
      icon={<CertIcon aria-hidden />}
      label="Certificates"
      list={certificatesList}
      columns={columns}
      create={{ label: 'Add certificate', to: pb.certificatesNew(), disabledReason: notAdmin }}
      empty={empty}
      rowActions={(cert) => [
        deleteAction({
          noun: 'Certificate',
          name: cert.name,
          disabledReason: notAdmin,
          doDelete: () => remove({ path: { certificate: cert.id } }).unwrap(),
        }),
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
