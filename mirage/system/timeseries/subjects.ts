import type { Disk, InstanceNetworkInterface } from '~/api/generated/types'
import { FLEET_ID } from '../../auth'
import type { MockDb, Table } from '../../db'
import type { Wire } from '../../wire'
import type { SledRecord } from '../records'
import { placedInstances } from '../shared'
import type { SchemaDef } from './schemas'

// Who produces each timeseries: one set of field values per source (an instance's vCPU in one
// state, an attached disk, a network interface, a sled link, a sensor), read from the records
// of every area so the data follows what exists in the mock fleet.

export type FieldValues = Record<string, string | number>

type DiskRow = Wire<Disk>
type NicRow = Wire<InstanceNetworkInterface>

/** Other areas' tables, read through narrow views (those areas declare them). */
const table = <T extends { id: string }>(db: MockDb, name: string): Table<T> =>
  (db as unknown as Record<string, Table<T>>)[name] as Table<T>

const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation']
const SLED_LINKS = ['cxgbe0', 'cxgbe1']

type Sensor = { kind: string; id: string; description: string; sensor: string }
const SLED_SENSORS: Record<string, Sensor[]> = {
  temperature: [
    { kind: 'sbtsi', id: 'U1', description: 'CPU temperature sensor', sensor: 'CPU' },
    { kind: 'tmp117', id: 'U84', description: 'Southwest temperature sensor', sensor: 'Southwest' },
    { kind: 'tmp117', id: 'U85', description: 'South temperature sensor', sensor: 'South' },
  ],
  voltage: [
    { kind: 'tps546b24a', id: 'U70', description: 'V3P3_SP_A2 rail', sensor: 'V3P3_SP_A2' },
  ],
  current: [
    { kind: 'tps546b24a', id: 'U70', description: 'V3P3_SP_A2 rail', sensor: 'V3P3_SP_A2' },
  ],
  fan_speed: [],
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
  voltage: [],
  current: [],
}

const inService = (s: SledRecord) => s.policy.kind === 'in_service'

function sledFields(db: MockDb, sledId: string | null | undefined): FieldValues {
  const sled = sledId ? db.sleds.find(sledId) : undefined
  return {
    sled_id: sled?.id ?? '00000000-0000-0000-0000-000000000000',
    sled_model: sled?.baseboard.part ?? '',
    sled_revision: sled?.baseboard.revision ?? 0,
    sled_serial: sled?.baseboard.serial ?? '',
  }
}

function ownerIds(db: MockDb, projectId: string) {
  return { project_id: projectId, silo_id: db.projects.find(projectId)?.silo_id ?? '' }
}

export function subjects(db: MockDb, schema: SchemaDef): FieldValues[] {
  const metric = schema.name.split(':')[1] ?? ''
  switch (schema.target) {
    case 'virtual_machine':
      return placedInstances(db)
        .all()
        .flatMap((i) => {
          const base = {
            ...ownerIds(db, i.project_id),
            instance_id: i.id,
            ...sledFields(db, i._sled_id),
          }
          if (metric !== 'vcpu_usage') return [base]
          return Array.from({ length: i.ncpus }, (_, vcpu) =>
            VCPU_STATES.map((state) => ({ ...base, vcpu_id: vcpu, state })),
          ).flat()
        })
    case 'virtual_disk':
      return table<DiskRow>(db, 'disks')
        .all()
        .flatMap((d) =>
          d.state.state === 'attached'
            ? [
                {
                  attached_instance_id: d.state.instance,
                  block_size: d.block_size,
                  disk_id: d.id,
                  ...ownerIds(db, d.project_id),
                },
              ]
            : [],
        )
    case 'instance_network_interface':
      return table<NicRow>(db, 'networkInterfaces')
        .all()
        .flatMap((n) => {
          const instance = placedInstances(db).find(n.instance_id)
          if (!instance) return []
          return [
            {
              instance_id: n.instance_id,
              interface_id: n.id,
              ...ownerIds(db, instance.project_id),
            },
          ]
        })
    case 'sled_data_link':
      return db.sleds.where(inService).flatMap((s) =>
        SLED_LINKS.map((link_name) => ({
          kind: 'physical',
          link_name,
          rack_id: s.rack_id,
          ...sledFields(db, s.id),
          zone_name: 'global',
        })),
      )
    case 'collection_target':
      return [
        { id: FLEET_ID },
        ...db.silos.all().map((s) => ({ id: s.id })),
        ...db.projects.all().map((p) => ({ id: p.id })),
      ]
    case 'hardware_component': {
      const sleds = db.sleds.where(inService).flatMap((s) =>
        (SLED_SENSORS[metric] ?? []).map((sensor) => ({
          chassis: s,
          kind: 'sled',
          slot: s._cubby,
          sensor,
        })),
      )
      const switches = db.switches.all().flatMap((sw, i) =>
        (SWITCH_SENSORS[metric] ?? []).map((sensor) => ({
          chassis: sw,
          kind: 'switch',
          slot: i,
          sensor,
        })),
      )
      return [...sleds, ...switches].map(({ chassis, kind, slot, sensor }) => ({
        rack_id: chassis.rack_id,
        chassis_kind: kind,
        chassis_serial: chassis.baseboard.serial,
        chassis_model: chassis.baseboard.part,
        slot,
        component_kind: sensor.kind,
        component_id: sensor.id,
        description: sensor.description,
        sensor: sensor.sensor,
      }))
    }
  }
}
