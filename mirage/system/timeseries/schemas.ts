import type { TimeseriesSchema } from '~/api/generated/types'
import type { Wire } from '../../wire'

// The timeseries the mock's oximeter knows: the per-instance CPU, disk and network counters the
// console charts, and a few rack-level hardware ones. Field lists follow the real targets, so
// filters written against a rack work here too.

type FieldType = 'uuid' | 'string' | 'u32'
type FieldDef = { name: string; type: FieldType; source: 'target' | 'metric'; description: string }
type TargetKind =
  | 'virtual_machine'
  | 'virtual_disk'
  | 'instance_network_interface'
  | 'sled_data_link'
  | 'hardware_component'
  | 'collection_target'

export type SchemaDef = {
  name: string
  target: TargetKind
  datumType: 'cumulative_u64' | 'f32' | 'i64'
  units: Wire<TimeseriesSchema>['units']
  metricDescription: string
  metricFields: FieldDef[]
  /** seconds between two samples as the producer reports them */
  interval: number
}

const uuid = (name: string, description: string): FieldDef => ({
  name,
  type: 'uuid',
  source: 'target',
  description,
})
const text = (name: string, description: string, source: FieldDef['source'] = 'target') => ({
  name,
  type: 'string' as const,
  source,
  description,
})
const u32 = (name: string, description: string, source: FieldDef['source'] = 'target') => ({
  name,
  type: 'u32' as const,
  source,
  description,
})

const SLED_FIELDS = [
  uuid('sled_id', 'ID of the sled'),
  text('sled_model', 'Model number of the sled'),
  u32('sled_revision', 'Revision number of the sled'),
  text('sled_serial', 'Serial number of the sled'),
]

const TARGETS: Record<TargetKind, { description: string; fields: FieldDef[] }> = {
  virtual_machine: {
    description: 'A guest virtual machine instance',
    fields: [
      uuid('silo_id', 'ID of the virtual machine instance’s silo'),
      uuid('project_id', 'ID of the virtual machine instance’s project'),
      uuid('instance_id', 'ID of the virtual machine instance'),
      ...SLED_FIELDS,
    ],
  },
  virtual_disk: {
    description: 'A virtual disk',
    fields: [
      uuid('attached_instance_id', 'ID of the instance the disk is attached to'),
      u32('block_size', 'Block size of the disk, in bytes'),
      uuid('disk_id', 'ID of the disk'),
      uuid('project_id', 'ID of the project containing the disk'),
      uuid('silo_id', 'ID for the silo containing the disk'),
    ],
  },
  instance_network_interface: {
    description: 'A network interface of a virtual machine instance',
    fields: [
      uuid('instance_id', 'ID of the instance the interface belongs to'),
      uuid('interface_id', 'ID of the network interface'),
      uuid('project_id', 'ID of the project containing the instance'),
      uuid('silo_id', 'ID of the silo containing the instance'),
    ],
  },
  sled_data_link: {
    description: 'A network data link on a compute sled',
    fields: [
      text('kind', 'The kind of link (physical, vnic)'),
      text('link_name', 'Name of the data link'),
      uuid('rack_id', 'ID of the rack the sled is in'),
      ...SLED_FIELDS,
      text('zone_name', 'Name of the zone owning the link'),
    ],
  },
  hardware_component: {
    description: 'A hardware component on a compute sled, switch or power shelf',
    fields: [
      uuid('rack_id', 'ID of the rack'),
      text('chassis_kind', 'The kind of chassis (sled, switch)'),
      text('chassis_serial', 'Serial number of the chassis'),
      text('chassis_model', 'Model number of the chassis'),
      u32('slot', 'Cubby or slot of the chassis in the rack'),
      text('component_kind', 'The kind of component (e.g. the part number of a sensor)'),
      text('component_id', 'Designator of the component on its board'),
      text('description', 'What the component measures'),
    ],
  },
  collection_target: {
    description: 'A collection of virtual resources: the fleet, a silo or a project',
    fields: [uuid('id', 'ID of the fleet, silo or project')],
  },
}

const sensor = text('sensor', 'The name of the sensor', 'metric')
const vcpuFields = [
  u32('vcpu_id', 'The vCPU ID', 'metric'),
  text('state', 'The state of the vCPU (run, idle, waiting, emulation)', 'metric'),
]
const counter = (
  target: TargetKind,
  metric: string,
  units: SchemaDef['units'],
  metricDescription: string,
): SchemaDef => ({
  name: `${target}:${metric}`,
  target,
  datumType: 'cumulative_u64',
  units,
  metricDescription,
  metricFields: [],
  interval: 10,
})
const gauge = (metric: string, units: SchemaDef['units'], what: string): SchemaDef => ({
  name: `hardware_component:${metric}`,
  target: 'hardware_component',
  datumType: 'f32',
  units,
  metricDescription: `A ${what} reading from a hardware sensor`,
  metricFields: [sensor],
  interval: 60,
})

/** What /v1/system/metrics/{metric} and /v1/metrics/{metric} read: provisioned capacity. */
const provisioned = (metric: string, units: SchemaDef['units'], what: string): SchemaDef => ({
  name: `collection_target:${metric}`,
  target: 'collection_target',
  datumType: 'i64',
  units,
  metricDescription: `The ${what} provisioned in the collection`,
  metricFields: [],
  // one sample every ten minutes, the grid the metrics endpoints answer on
  interval: 600,
})

export const SCHEMAS: SchemaDef[] = [
  provisioned('cpus_provisioned', 'count', 'number of CPUs'),
  provisioned('ram_provisioned', 'bytes', 'memory'),
  provisioned('virtual_disk_space_provisioned', 'bytes', 'disk space'),
  gauge('current', 'amps', 'current'),
  gauge('fan_speed', 'rpm', 'fan speed'),
  gauge('temperature', 'degrees_celsius', 'temperature'),
  gauge('voltage', 'volts', 'voltage'),
  ...(
    [
      ['bytes_received', 'bytes', 'Total bytes received on the interface'],
      ['bytes_sent', 'bytes', 'Total bytes sent on the interface'],
      ['errors_received', 'count', 'Total receive errors on the interface'],
      ['errors_sent', 'count', 'Total send errors on the interface'],
      ['packets_dropped', 'count', 'Total packets dropped on the interface'],
      ['packets_received', 'count', 'Total packets received on the interface'],
      ['packets_sent', 'count', 'Total packets sent on the interface'],
    ] as const
  ).map(([m, u, d]) => counter('instance_network_interface', m, u, d)),
  ...(
    [
      ['bytes_received', 'bytes', 'Total bytes received on the link'],
      ['bytes_sent', 'bytes', 'Total bytes sent on the link'],
      ['packets_received', 'count', 'Total packets received on the link'],
      ['packets_sent', 'count', 'Total packets sent on the link'],
    ] as const
  ).map(([m, u, d]) => ({ ...counter('sled_data_link', m, u, d), interval: 60 })),
  ...(
    [
      ['bytes_read', 'bytes', 'Number of bytes read from the disk'],
      ['bytes_written', 'bytes', 'Number of bytes written to the disk'],
      ['failed_flushes', 'count', 'Total number of failed flush requests'],
      ['failed_reads', 'count', 'Total number of failed read requests'],
      ['failed_writes', 'count', 'Total number of failed write requests'],
      ['flushes', 'count', 'Total number of flush requests'],
      ['reads', 'count', 'Total number of read requests'],
      ['writes', 'count', 'Total number of write requests'],
    ] as const
  ).map(([m, u, d]) => counter('virtual_disk', m, u, d)),
  counter('virtual_machine', 'reset', 'count', 'Cumulative number of times the guest was reset'),
  {
    ...counter(
      'virtual_machine',
      'vcpu_usage',
      'nanoseconds',
      'Cumulative time each vCPU spent in each of its states',
    ),
    metricFields: vcpuFields,
  },
]

export const schemaByName = (name: string) => SCHEMAS.find((s) => s.name === name)

export const fieldsOf = (schema: SchemaDef): FieldDef[] => [
  ...TARGETS[schema.target].fields,
  ...schema.metricFields,
]

const PROJECT_TARGETS: TargetKind[] = [
  'virtual_machine',
  'virtual_disk',
  'instance_network_interface',
]
export const isProjectScoped = (schema: SchemaDef) => PROJECT_TARGETS.includes(schema.target)

/** When the schemas were first registered with oximeter: the rack's install date. */
const CREATED = '2024-06-16T09:30:00.000Z'

export function toSchema(s: SchemaDef): Wire<TimeseriesSchema> {
  return {
    timeseries_name: s.name,
    authz_scope: isProjectScoped(s) ? 'project' : 'fleet',
    created: CREATED,
    datum_type: s.datumType,
    description: { target: TARGETS[s.target].description, metric: s.metricDescription },
    field_schema: fieldsOf(s)
      .map((f) => ({
        name: f.name,
        field_type: f.type,
        source: f.source,
        description: f.description,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
    units: s.units,
    version: 1,
  }
}
