import { rmSync } from 'node:fs'
import { SHARED_FLEET_FILE } from './jestSharedFleet'

/** The end of a jest run: the fleet records its test files shared go. */
export default function removeSharedFleet() {
  const file = process.env[SHARED_FLEET_FILE]
  if (file) rmSync(file, { force: true })
}
