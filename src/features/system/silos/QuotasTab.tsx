import EditIcon from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { useSiloQuotasViewQuery, useSiloUtilizationViewQuery } from '~/api/endpoints/systemSilos'
import type { Silo } from '~/api/generated/types'
import { PropertiesTable, Spinner, QueryError } from '~/components'
import { formatBytes } from '~/util/format'

// The edit form (formik, yup) loads with the other silo forms, when first opened.
const QuotasEditForm = lazy(() =>
  import(/* webpackChunkName: "system-silo-forms" */ './forms').then((m) => ({
    default: m.QuotasEditForm,
  })),
)

function Amount({ quota, provisioned }: { quota: string; provisioned: string | undefined }) {
  return (
    <>
      {quota}
      {provisioned !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          ({provisioned} provisioned)
        </Typography>
      )}
    </>
  )
}

/** A silo's quotas next to what its projects have provisioned; Edit opens the form. */
export function QuotasTab({ silo }: { silo: Silo }) {
  const quotas = useSiloQuotasViewQuery({ path: { silo: silo.id } })
  const usage = useSiloUtilizationViewQuery({ path: { silo: silo.id } }).data?.provisioned
  const [editing, setEditing] = useState(false)

  if (quotas.error) {
    return <QueryError what="the quotas" error={quotas.error} onRetry={quotas.refetch} />
  }
  const q = quotas.data
  if (!q) return <Spinner />
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<EditIcon aria-hidden />}
          onClick={() => setEditing(true)}
        >
          Edit quotas
        </Button>
      </Box>
      <PropertiesTable
        properties={[
          {
            label: 'CPUs',
            value: <Amount quota={String(q.cpus)} provisioned={usage && String(usage.cpus)} />,
          },
          {
            label: 'Memory',
            value: (
              <Amount
                quota={formatBytes(q.memory)}
                provisioned={usage && formatBytes(usage.memory)}
              />
            ),
          },
          {
            label: 'Storage',
            value: (
              <Amount
                quota={formatBytes(q.storage)}
                provisioned={usage && formatBytes(usage.storage)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <Suspense fallback={null}>
          <QuotasEditForm silo={silo} quotas={q} onDismiss={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  )
}
