// A mock switch for paging at scale: seeds one more project holding 1,000 instances, so the
// instances list has 40 pages to walk (the bench's paging figure, manual checks of the table).
//
//   localStorage.setItem('mock-large-project', '1')   or   ?mock-large-project=1
//
// Read once when the page loads, like the switches in server.ts; the query string wins over
// localStorage. The project is `bulk-1000`; its instances are `bulk-0001` … `bulk-1000`,
// alternately running and stopped. Off by default, so the seeded fleet is unchanged.
import type { Server } from 'miragejs'
import { contextOf } from './context'
import type { InstanceRecord } from './compute/records'
import { seedId } from './util/ids'

const LARGE_PROJECT_NAME = 'bulk-1000'
const LARGE_PROJECT_SIZE = 1000
const SWITCH = 'mock-large-project'
/** seedId kinds of this file, clear of the areas' ranges. */
const KIND = { project: 0x901, instance: 0x902 }
const BASE = Date.UTC(2026, 0, 1)

/** Whether the page was loaded with the switch on. */
export function largeProjectRequested(): boolean {
  if (typeof window === 'undefined') return false
  const fromQuery = new URLSearchParams(window.location.search).get(SWITCH)
  if (fromQuery !== null) return fromQuery === '1'
  try {
    return window.localStorage.getItem(SWITCH) === '1'
  } catch {
    return false // storage can be disabled (privacy modes); the switch is then off
  }
}

/**
 * Adds the project and its instances to a seeded server. Each instance copies a seeded, settled
 * instance for the fields a list row does not show, so it has whatever shape the compute area
 * gives instances.
 */
export function seedLargeProject(server: Server): void {
  const { db } = contextOf(server)
  const template = db.instances.first((i) => i.run_state === 'running' && !i._transition)
  const silo = db.projects.all()[0]
  if (!template || !silo) throw new Error('[mock] mock-large-project needs the seeded fleet')
  const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString()
  const project = db.projects.insert({
    id: seedId(KIND.project, 1),
    name: LARGE_PROJECT_NAME,
    description: `${LARGE_PROJECT_SIZE} instances, for paging at scale`,
    time_created: at(0),
    time_modified: at(0),
    silo_id: silo.silo_id,
  })
  for (let n = 1; n <= LARGE_PROJECT_SIZE; n++) {
    const name = `bulk-${String(n).padStart(4, '0')}`
    const instance: InstanceRecord = {
      ...template,
      id: seedId(KIND.instance, n),
      name,
      hostname: name,
      description: `bulk instance ${n}`,
      project_id: project.id,
      run_state: n % 2 === 0 ? 'stopped' : 'running',
      ncpus: 1 + (n % 8),
      boot_disk_id: null,
      time_created: at(n),
      time_modified: at(n),
      time_run_state_updated: at(n),
      _transition: null,
      _sled_id: null,
      _ssh_key_ids: [],
      _anti_affinity_group_ids: [],
    }
    db.instances.insert(instance)
  }
}
