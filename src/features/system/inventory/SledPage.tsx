import DeveloperBoardIcon from '@mui/icons-material/DeveloperBoardOutlined'
import Box from '@mui/material/Box'
import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import type { Sled } from '~/api/generated/types'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { CopyButton, DateTime, PropertiesTable, RouteTabs, ResourceHeader } from '~/components'
import { formatBytes } from '~/util/format'
import { hardwareStateLabel, sledPolicyLabel } from './labels'
import { useSledActions } from './useSledActions'

/** An unknown sled is a 404: 'Page not found'. */
const sledView = defineView(systemHardwareApi.endpoints.sledView, (param) => ({
  path: { sledId: param('sledId') },
}))
export const sledLoader = sledView.loader

function SledProperties({ sled }: { sled: Sled }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        {
          label: 'ID',
          value: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {sled.id}
              </Box>
              <CopyButton text={sled.id} label="Copy ID" />
            </Box>
          ),
        },
        { label: 'Part', value: `${sled.baseboard.part} rev ${sled.baseboard.revision}` },
        {
          label: 'Rack',
          value: (
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {sled.rackId}
            </Box>
          ),
        },
        // where the rack last saw it; unknown while it is not seen
        { label: 'Slot', value: sled.slot ?? 'Unknown' },
        { label: 'Hardware threads', value: sled.usableHardwareThreads },
        { label: 'RAM', value: formatBytes(sled.usablePhysicalRam) },
        { label: 'Provision policy', value: sledPolicyLabel(sled.policy) },
        { label: 'State', value: hardwareStateLabel(sled.state) },
        { label: 'Added', value: <DateTime date={sled.timeCreated} /> },
      ]}
    />
  )
}

/** Spec §2 system/inventory/sleds/{sledId}: the sled's header over its instances. */
export const SledPage = sledView.page(function SledPage({ data: sled }) {
  const sledActions = useSledActions()
  return (
    <>
      <ResourceHeader
        title={`Sled ${sled.baseboard.serial}`}
        icon={<DeveloperBoardIcon aria-hidden />}
        kind="sled"
        actions={sledActions(sled)}
      />
      <Box sx={{ mb: 3 }}>
        <SledProperties sled={sled} />
      </Box>
      <RouteTabs label="Sled tabs" tabs={[{ label: 'Instances', to: pb.sledInstances(sled.id) }]} />
    </>
  )
})
