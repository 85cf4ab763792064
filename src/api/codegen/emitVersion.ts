import { GENERATED_HEADER } from './format'
import type { Contract } from './openapi'

// src/api/generated/version.ts: the API version the console is written for. The API is versioned
// by a request header; a request without it is answered in the server's newest version, whose
// shapes this console may not read, so every request names this one (src/api/apiVersion.ts).
export function emitVersion(contract: Contract): string {
  const version = contract.info?.version
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`The contract names no API version (info.version): ${String(version)}`)
  }
  return (
    GENERATED_HEADER +
    '/** The API version of the contract this console was generated from. */\n' +
    `export const API_VERSION = '${version}'\n`
  )
}
