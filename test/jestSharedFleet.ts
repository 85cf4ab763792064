import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Where a jest run's test files share the default fleet's records (test/mirage/testServer.ts):
 * one file per run, named by the run's main process, which sets it before the test files start
 * (its workers and an in-band run read it from the environment). Free of the project's path
 * aliases: jest loads its global setup and teardown without them.
 */
export const SHARED_FLEET_FILE = 'CONSOLE_JEST_FLEET_FILE'

export const sharedFleetFileOf = (run: number) =>
  path.join(tmpdir(), `console-jest-fleet-${run}.json`)
