import type { MockContext } from '../../context'
import { FLEET_ID } from '../../orm/auth'
import type { M } from '../../orm/models'
import type { SchemaDef } from './schemas'

// Who produces each timeseries: one set of field values per source (an instance's vCPU in one
// state, an attached disk, a network interface, a sled link, a sensor), read from the models so
// the data follows what exists in the mock fleet.

export type FieldValues = Record<string, string | number>

const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation']
const SLED_LINKS = ['cxgbe0', 'cxgbe1']

type Sensor = { kind: string; id: string; description: string; sensor: string }
const RAIL = { kind: 'tps546b24a', id: 'U70', description: 'V3P3_SP_A2 rail', sensor: 'V3P3_SP_A2' }
const SLED_SENSORS: Record<string, Sensor[]> = {
  temperature: [
    { kind: 'sbtsi', id: 'U1', description: 'CPU temperature sensor', sensor: 'CPU' },
    { kind: 'tmp117', id: 'U84', description: 'Southwest temperature sensor', sensor: 'Southwest' },
    { kind: 'tmp117', id: 'U85', description: 'South temperature sensor', sensor: 'South' },
  ],
  voltage: [RAIL],
  current: [RAIL],
}
const SWITCH_SENSORS: Record<string, Sensor[]> = {
  temperature: [
    { kind: 'tmp451', id: 'U24', description: 'Tofino temperature sensor', sensor: 'tofino' },
  ],
  fan_speed: ['Southeast', 'Northeast', 'South', 'Northwest'].map((sensor) => ({
    kind: 'max31790',
    id: 'U58',
    description: 'Fan controller',
    sensor,
  })),
}

const inService = (s: M<'sled'>) => s.policy.kind === 'in_service'

function sledFields(sled: M<'sled'> | null): FieldValues {
  return {
    sled_id: sled?.id ?? '00000000-0000-0000-0000-000000000000',
    sled_model: sled?.baseboard.part ?? '',
    sled_revision: sled?.baseboard.revision ?? 0,
    sled_serial: sled?.baseboard.serial ?? '',
  }
}

const ownerIds = (project: M<'project'> | null) => ({
  project_id: project?.id ?? '',
  silo_id: project?.siloId ?? '',
})

export function subjects(ctx: MockContext, schema: SchemaDef): FieldValues[] {
  const metric = schema.name.split(':')[1] ?? ''
  const { schema: db } = ctx
  switch (schema.target) {
    case 'virtual_machine':
      return db.all('instance').models.flatMap((i) => {
        const base = { ...ownerIds(i.project), instance_id: i.id, ...sledFields(i.sled) }
        if (metric !== 'vcpu_usage') return [base]
        return Array.from({ length: i.ncpus }, (_, vcpu) =>
          VCPU_STATES.map((state) => ({ ...base, vcpu_id: vcpu, state })),
        ).flat()
      })
    case 'virtual_disk':
      return db.where('disk', { state: 'attached' }).models.map((d) => ({
        attached_instance_id: d.instanceId ?? '',
        block_size: d.blockSize,
        disk_id: d.id,
        ...ownerIds(d.project),
      }))
    case 'instance_network_interface':
      return db
        .all('networkInterface')
        .models.flatMap((n) =>
          n.instance
            ? [{ instance_id: n.instanceId, interface_id: n.id, ...ownerIds(n.instance.project) }]
            : [],
        )
    case 'sled_data_link':
      return db.where('sled', inService).models.flatMap((s) =>
        SLED_LINKS.map((link_name) => ({
          kind: 'physical',
          link_name,
          rack_id: s.rackId,
          ...sledFields(s),
          zone_name: 'global',
        })),
      )
    case 'collection_target':
      return [
        { id: FLEET_ID },
        ...db.all('silo').models.map((s) => ({ id: s.id })),
        ...db.all('project').models.map((p) => ({ id: p.id })),
      ]
    case 'hardware_component': {
      type Chassis = M<'sled'> | M<'switch'>
      const sensors = (chassis: Chassis, kind: string, slot: number, of = SLED_SENSORS) =>
        (of[metric] ?? []).map((sensor) => ({
          rack_id: chassis.rackId,
          chassis_kind: kind,
          chassis_serial: chassis.baseboard.serial,
          chassis_model: chassis.baseboard.part,
          slot,
          component_kind: sensor.kind,
          component_id: sensor.id,
          description: sensor.description,
          sensor: sensor.sensor,
        }))
      return [
        ...db.where('sled', inService).models.flatMap((s) => sensors(s, 'sled', s.cubby)),
        ...db.all('switch').models.flatMap((sw, i) => sensors(sw, 'switch', i, SWITCH_SENSORS)),
      ]
    }
  }
}
