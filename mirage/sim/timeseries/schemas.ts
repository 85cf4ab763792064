import type { TimeseriesSchema } from '~/api/generated/types'
import type { Wire } from '../../orm/models/attrs'

// The timeseries the mock's oximeter knows: the per-instance CPU, disk and network counters the
// console charts, and a few rack-level hardware ones. Field lists follow the real targets, so
// filters written against a rack work here too. A field is 'type name description'.

type TargetKind = keyof typeof TARGETS

export type SchemaDef = {
  name: string
  target: TargetKind
  datumType: 'cumulative_u64' | 'f32' | 'i64'
  units: Wire<TimeseriesSchema>['units']
  metricDescription: string
  /** fields of the metric (the target's come from TARGETS) */
  metricFields: string[]
  /** seconds between two samples as the producer reports them */
  interval: number
}

const SLED = [
  'uuid sled_id ID of the sled',
  'string sled_model Model number of the sled',
  'u32 sled_revision Revision number of the sled',
  'string sled_serial Serial number of the sled',
]

// prettier-ignore
const TARGETS = {
  virtual_machine: ['A guest virtual machine instance', [
    'uuid silo_id ID of the virtual machine instance’s silo',
    'uuid project_id ID of the virtual machine instance’s project',
    'uuid instance_id ID of the virtual machine instance', ...SLED]],
  virtual_disk: ['A virtual disk', [
    'uuid attached_instance_id ID of the instance the disk is attached to',
    'u32 block_size Block size of the disk, in bytes', 'uuid disk_id ID of the disk',
    'uuid project_id ID of the project containing the disk',
    'uuid silo_id ID for the silo containing the disk']],
  instance_network_interface: ['A network interface of a virtual machine instance', [
    'uuid instance_id ID of the instance the interface belongs to',
    'uuid interface_id ID of the network interface',
    'uuid project_id ID of the project containing the instance',
    'uuid silo_id ID of the silo containing the instance']],
  sled_data_link: ['A network data link on a compute sled', [
    'string kind The kind of link (physical, vnic)', 'string link_name Name of the data link',
    'uuid rack_id ID of the rack the sled is in', ...SLED,
    'string zone_name Name of the zone owning the link']],
  hardware_component: ['A hardware component on a compute sled, switch or power shelf', [
    'uuid rack_id ID of the rack', 'string chassis_kind The kind of chassis (sled, switch)',
    'string chassis_serial Serial number of the chassis',
    'string chassis_model Model number of the chassis',
    'u32 slot Cubby or slot of the chassis in the rack',
    'string component_kind The kind of component (e.g. the part number of a sensor)',
    'string component_id Designator of the component on its board',
    'string description What the component measures']],
  collection_target: ['A collection of virtual resources: the fleet, a silo or a project', [
    'uuid id ID of the fleet, silo or project']],
} satisfies Record<string, [string, string[]]>

const field = (spec: string, source: 'target' | 'metric') => {
  const [type = '', name = '', ...words] = spec.split(' ')
  return { name, type: type as 'uuid' | 'string' | 'u32', source, description: words.join(' ') }
}

/** metric, units, description */
type Row = readonly [string, SchemaDef['units'], string]
const counter =
  (target: TargetKind, interval = 10) =>
  ([metric, units, metricDescription]: Row): SchemaDef => ({
    name: `${target}:${metric}`,
    target,
    datumType: 'cumulative_u64',
    units,
    metricDescription,
    metricFields: [],
    interval,
  })
const gauge = ([metric, units, what]: Row): SchemaDef => ({
  name: `hardware_component:${metric}`,
  target: 'hardware_component',
  datumType: 'f32',
  units,
  metricDescription: `A ${what} reading from a hardware sensor`,
  metricFields: ['string sensor The name of the sensor'],
  interval: 60,
})

/** What /v1/system/metrics/{metric} and /v1/metrics/{metric} read: provisioned capacity, on
 * the ten-minute grid those endpoints answer on. */
const provisioned = ([metric, units, what]: Row): SchemaDef => ({
  name: `collection_target:${metric}`,
  target: 'collection_target',
  datumType: 'i64',
  units,
  metricDescription: `The ${what} provisioned in the collection`,
  metricFields: [],
  interval: 600,
})

// prettier-ignore
export const SCHEMAS: SchemaDef[] = [
  ...([['cpus_provisioned', 'count', 'number of CPUs'], ['ram_provisioned', 'bytes', 'memory'],
    ['virtual_disk_space_provisioned', 'bytes', 'disk space']] as const).map(provisioned),
  ...([['current', 'amps', 'current'], ['fan_speed', 'rpm', 'fan speed'],
    ['temperature', 'degrees_celsius', 'temperature'], ['voltage', 'volts', 'voltage'],
  ] as const).map(gauge),
  ...([
    ['bytes_received', 'bytes', 'Total bytes received on the interface'],
    ['bytes_sent', 'bytes', 'Total bytes sent on the interface'],
    ['errors_received', 'count', 'Total receive errors on the interface'],
    ['errors_sent', 'count', 'Total send errors on the interface'],
    ['packets_dropped', 'count', 'Total packets dropped on the interface'],
    ['packets_received', 'count', 'Total packets received on the interface'],
    ['packets_sent', 'count', 'Total packets sent on the interface'],
  ] as const).map(counter('instance_network_interface')),
  ...([
    ['bytes_received', 'bytes', 'Total bytes received on the link'],
    ['bytes_sent', 'bytes', 'Total bytes sent on the link'],
    ['packets_received', 'count', 'Total packets received on the link'],
    ['packets_sent', 'count', 'Total packets sent on the link'],
  ] as const).map(counter('sled_data_link', 60)),
  ...([
    ['bytes_read', 'bytes', 'Number of bytes read from the disk'],
    ['bytes_written', 'bytes', 'Number of bytes written to the disk'],
    ['failed_flushes', 'count', 'Total number of failed flush requests'],
    ['failed_reads', 'count', 'Total number of failed read requests'],
    ['failed_writes', 'count', 'Total number of failed write requests'],
    ['flushes', 'count', 'Total number of flush requests'],
    ['reads', 'count', 'Total number of read requests'],
    ['writes', 'count', 'Total number of write requests'],
  ] as const).map(counter('virtual_disk')),
  counter('virtual_machine')(['reset', 'count', 'Cumulative number of times the guest was reset']),
  { ...counter('virtual_machine')(['vcpu_usage', 'nanoseconds',
      'Cumulative time each vCPU spent in each of its states']),
    metricFields: ['u32 vcpu_id The vCPU ID',
      'string state The state of the vCPU (run, idle, waiting, emulation)'] },
]

export const schemaByName = (name: string) => SCHEMAS.find((s) => s.name === name)

export const fieldsOf = (schema: SchemaDef) => [
  ...TARGETS[schema.target][1].map((f) => field(f, 'target')),
  ...schema.metricFields.map((f) => field(f, 'metric')),
]

export const isProjectScoped = (schema: SchemaDef) =>
  ['virtual_machine', 'virtual_disk', 'instance_network_interface'].includes(schema.target)

/** When the schemas were first registered with oximeter: the rack's install date. */
const CREATED = '2024-06-16T09:30:00.000Z'

export const toSchema = (s: SchemaDef): Wire<TimeseriesSchema> => ({
  timeseries_name: s.name,
  authz_scope: isProjectScoped(s) ? 'project' : 'fleet',
  created: CREATED,
  datum_type: s.datumType,
  description: { target: TARGETS[s.target][0], metric: s.metricDescription },
  field_schema: fieldsOf(s)
    .map(({ name, type, source, description }) => ({ name, field_type: type, source, description }))
    .sort((a, b) => (a.name < b.name ? -1 : 1)),
  units: s.units,
  version: 1,
})
