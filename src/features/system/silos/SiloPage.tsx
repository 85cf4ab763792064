import CorporateFareIcon from '@mui/icons-material/CorporateFareOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { systemSilosApi } from '~/api/endpoints/systemSilos'
import type { Silo } from '~/api/generated/types'
import { defineView } from '~/app/routes/define'
import { activityKeys, useActivityAction } from '~/app/audit/activity'
import { pb } from '~/app/routes/paths'
import { CopyButton, DateTime, PropertiesTable, QueryTabs, ResourceHeader } from '~/components'
import { ipPoolKind } from '../ip-pools/kind'
import { SiloPoolsTab } from '../pools/SiloPoolsTab'
import { subnetPoolKind } from '../subnet-pools/kind'
import { FleetRolesTab } from './FleetRolesTab'
import { IdpsTab } from './IdpsTab'
import { identityModeLabel } from './labels'
import { QuotasTab } from './QuotasTab'
import { ScimTokensTab } from './ScimTokensTab'
import { SiloUsersTab } from './SiloUsersTab'
import { useSiloActions } from './useSiloActions'

/** An unknown silo is a 404: 'Page not found'. */
const siloView = defineView(systemSilosApi.endpoints.siloView, (param) => ({
  path: { silo: param('silo') },
}))
export const siloLoader = siloView.loader

function SiloProperties({ silo }: { silo: Silo }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        {
          label: 'ID',
          value: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {silo.id}
              </Box>
              <CopyButton text={silo.id} label="Copy ID" />
            </Box>
          ),
        },
        { label: 'Identity mode', value: identityModeLabel(silo.identityMode) },
        // the group made with the silo whose members are its admins, if one was named
        { label: 'Admin group', value: silo.adminGroupName ?? '—' },
        { label: 'Discoverable', value: silo.discoverable ? 'Yes' : 'No' },
        { label: 'Created', value: <DateTime date={silo.timeCreated} /> },
      ]}
    />
  )
}

/**
 * Spec §2 system/silos/{silo}: the silo's header over its identity providers, IP pools
 * (?tab=ip-pools), subnet pools (?tab=subnet-pools), quotas, users, SCIM tokens (?tab=scim) and
 * fleet roles; idps-new and a provider open over it.
 */
export const SiloPage = siloView.page(function SiloPage({ data: silo }) {
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.silos()), [navigate])
  const siloActions = useSiloActions(onDeleted)
  const activity = useActivityAction()

  return (
    <>
      <ResourceHeader
        title={silo.name}
        description={silo.description}
        icon={<CorporateFareIcon aria-hidden />}
        kind="silo"
        // what was done to it and its parts (quotas, users, providers), in the audit log
        actions={[activity(activityKeys('silo', silo)), ...siloActions(silo)]}
      />
      <Box sx={{ mb: 3 }}>
        <SiloProperties silo={silo} />
      </Box>
      <QueryTabs
        label="Silo tabs"
        path={pb.silo(silo.name)}
        tabs={[
          { value: 'idps', label: 'Identity providers', content: () => <IdpsTab silo={silo} /> },
          {
            value: 'ip-pools',
            label: 'IP pools',
            content: () => <SiloPoolsTab kind={ipPoolKind} silo={silo} />,
          },
          {
            value: 'subnet-pools',
            label: 'Subnet pools',
            content: () => <SiloPoolsTab kind={subnetPoolKind} silo={silo} />,
          },
          { value: 'quotas', label: 'Quotas', content: () => <QuotasTab silo={silo} /> },
          { value: 'users', label: 'Users', content: () => <SiloUsersTab silo={silo} /> },
          { value: 'scim', label: 'SCIM', content: () => <ScimTokensTab silo={silo} /> },
          {
            value: 'fleet-roles',
            label: 'Fleet roles',
            content: () => <FleetRolesTab silo={silo} />,
          },
        ]}
      />
      <Outlet />
    </>
  )
})
