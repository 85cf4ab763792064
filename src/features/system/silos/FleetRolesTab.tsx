import Typography from '@mui/material/Typography'
import type { Silo } from '~/api/generated/types'
import { PropertiesTable } from '~/components'
import { fleetRoleLabel, SILO_ROLES, siloRoleLabel } from './labels'

/**
 * The fleet roles a silo's role holders also get, set when the silo was made (the API has no
 * call to change them afterwards).
 */
export function FleetRolesTab({ silo }: { silo: Silo }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Holders of a role on this silo also hold these roles on the fleet. They were chosen when the
        silo was created and cannot be changed.
      </Typography>
      <PropertiesTable
        properties={SILO_ROLES.map((role) => {
          const fleetRoles = silo.mappedFleetRoles[role] ?? []
          return {
            label: siloRoleLabel(role),
            value: fleetRoles.length > 0 ? fleetRoles.map(fleetRoleLabel).join(', ') : 'None',
          }
        })}
      />
    </>
  )
}
