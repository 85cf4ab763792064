import { FLEET_ID } from '../../auth'
import type { MockDb } from '../../db'
import { METRICS, provisionedAt, type MetricName, type Scope } from '../metrics'
import type { SchemaDef } from './schemas'
import type { FieldValues } from './subjects'

// collection_target timeseries: the provisioned CPUs, memory and disk space of the fleet, a silo
// or a project (field `id`), the data behind /v1/system/metrics and /v1/metrics. They read the
// same levels those endpoints give, so a chart and its query in the explorer tell one story.

function scopeOf(db: MockDb, id: string): Scope {
  if (id === FLEET_ID) return {}
  if (db.silos.find(id)) return { siloId: id }
  return { projectId: id }
}

export function collectionValue(db: MockDb, schema: SchemaDef, now: number) {
  const metric = schema.name.split(':')[1] as MetricName
  if (!(METRICS as readonly string[]).includes(metric)) throw new Error(`[mock] ${schema.name}`)
  return (fields: FieldValues, t: number) =>
    provisionedAt(db, metric, scopeOf(db, String(fields.id)), t, now)
}
