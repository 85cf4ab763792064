import type { Request } from 'miragejs'
import type { MockDb } from '../db'
import { invalidBody, invalidQuery, MockHttpError, notFound } from '../util/errors'
import { byNameOrId } from '../util/lookup'
import { uuidParam } from '../util/validate'
import { addressInRange, netAddress } from '../util/ip'
import { requiredQuery } from './parse'
import { SWITCH_LOCATIONS } from './records'
import type {
  AddressLotBlockRecord,
  AddressLotRecord,
  SwitchLocationName,
  SwitchPortRecord,
} from './records'

// Lookups and checks the system area's route modules share. Kinds in messages are the API's
// resource type names ('address-lot', 'switch-port-settings'), as in its 404 bodies.

/** A record by the uuid in path parameter `param`, or 404 (400 when it is not a uuid). */
export function byUuidParam<T extends { id: string }>(
  records: { find(id: string): T | undefined },
  request: Request,
  param: string,
  kind: string,
): T {
  const id = uuidParam(request.params[param], param)
  const found = records.find(id)
  if (!found) throw notFound(kind, id)
  return found
}

export const lotByNameOrId = (db: MockDb, key: string): AddressLotRecord =>
  byNameOrId(db.addressLots.all(), key, 'address-lot')

export const blocksOfLot = (db: MockDb, lotId: string): AddressLotBlockRecord[] =>
  db.addressLotBlocks.where((b) => b._lot_id === lotId)

/** The block of `lot` that holds `address` (an address or a net); 400 when none does. */
export function blockFor(
  db: MockDb,
  lot: AddressLotRecord,
  address: string,
  at: string,
): AddressLotBlockRecord {
  const ip = netAddress(address)
  const block = blocksOfLot(db, lot.id).find((b) =>
    addressInRange(ip, b.first_address, b.last_address),
  )
  if (!block) {
    throw invalidBody(`${at}: address ${ip} is not in any block of address lot "${lot.name}"`)
  }
  return block
}

export function switchLocation(value: string, at: string): SwitchLocationName {
  if ((SWITCH_LOCATIONS as readonly string[]).includes(value)) return value as SwitchLocationName
  throw new MockHttpError(
    400,
    'InvalidRequest',
    `${at}: invalid switch location "${value}": must be switch0 or switch1`,
  )
}

/**
 * The port named in the path, on the rack and switch given by the `rack_id` and
 * `switch_location` query parameters (all three required), or 404.
 */
export function portFromQuery(db: MockDb, request: Request): SwitchPortRecord {
  const rackId = requiredQuery(request, 'rack_id')
  if (!/^[0-9a-f-]{36}$/i.test(rackId)) throw invalidQuery('rack_id: expected a UUID')
  const location = switchLocation(requiredQuery(request, 'switch_location'), 'switch_location')
  return findPort(db, rackId, location, request.params.port ?? '')
}

export function findPort(
  db: MockDb,
  rackId: string,
  location: string,
  portName: string,
): SwitchPortRecord {
  if (!db.racks.find(rackId)) throw notFound('rack', rackId)
  const port = db.switchPorts.first(
    (p) => p.rack_id === rackId && p.switch_location === location && p.port_name === portName,
  )
  if (!port) throw notFound('switch-port', portName)
  return port
}
