import { configSubnets, stackIps } from '~/api/ipStack'
import SensorsIcon from '@mui/icons-material/SensorsOutlined'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import { experimentalApi, useProbeDeleteMutation } from '~/api/endpoints/experimental'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { ActionButton, addToast, confirmDelete, PageHeader, PropertiesTable } from '~/components'
import { externalIpsText, useProbeGate } from './ProbesPage'

const probeView = defineView(experimentalApi.endpoints.probeView, (param) => ({
  path: { probe: param('probe') },
  query: { project: param('project') },
}))
export const probeLoader = probeView.loader

/** projects/{project}/probes/{probe}: the probe, its interface and external addresses. */
export const ProbePage = probeView.page(function ProbePage({ data: probe, param }) {
  const project = param('project')
  const navigate = useNavigate()
  const [remove] = useProbeDeleteMutation()
  const deleteReason = useProbeGate(project, 'delete a probe')
  const nic = probe.interface
  return (
    <>
      <PageHeader
        title={probe.name}
        icon={<SensorsIcon aria-hidden />}
        actions={
          <ActionButton
            action={{
              label: 'Delete',
              danger: true,
              disabledReason: deleteReason,
              onActivate: () =>
                confirmDelete({
                  label: probe.name,
                  doDelete: async () => {
                    await remove({ path: { probe: probe.id }, query: { project } }).unwrap()
                    addToast({ content: `Probe ${probe.name} deleted` })
                    void navigate(pb.probes(project))
                  },
                }),
            }}
          />
        }
      />
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'ID', value: <code>{probe.id}</code> },
          { label: 'Sled', value: <code>{probe.sled}</code> },
          { label: 'External IPs', value: externalIpsText(probe) },
        ]}
      />
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        Interface
      </Typography>
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'Name', value: nic.name },
          { label: 'IP', value: stackIps(nic.ipConfig).join(', ') },
          { label: 'Subnet', value: configSubnets(nic.ipConfig).join(', ') },
          { label: 'MAC', value: <code>{nic.mac}</code> },
          { label: 'VNI', value: nic.vni },
          { label: 'Kind', value: nic.kind.type },
        ]}
      />
    </>
  )
}, null)
