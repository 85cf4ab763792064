import { SHARED_FLEET_FILE, sharedFleetFileOf } from './jestSharedFleet'

/** The start of a jest run: names the file its test files share the default fleet through. */
export default function nameSharedFleet() {
  process.env[SHARED_FLEET_FILE] = sharedFleetFileOf(process.pid)
}
