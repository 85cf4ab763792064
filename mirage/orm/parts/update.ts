import type { TufRepo } from '~/api/generated/types'
import { hash32 } from '../../util/hash'
import type { Attrs } from '../models/attrs'

// An uploaded release repository's record: the mock cannot open the archive, so the version comes
// from the file name and the hash from the bytes (the upload handler and the rack's seed).

/** A 32-byte hex digest of some text; not SHA-256, but stable and well spread. */
const digest = (text: string) =>
  Array.from({ length: 8 }, (_, round) =>
    hash32(text, (0x811c9dc5 ^ (round * 0x9e3779b1)) >>> 0)
      .toString(16)
      .padStart(8, '0'),
  ).join('')

/** The repository record for an upload of `bytes` (its text) named `fileName`. */
export function describeRepo(fileName: string, version: string, bytes: string, time: string) {
  return {
    id: version,
    fileName,
    hash: digest(`${fileName}:${bytes}`),
    systemVersion: version,
    timeCreated: time,
  } satisfies Attrs<TufRepo> & { id: string }
}
