import * as ops from '~/api/generated/ops/systemSupportBundles'

// Where a bundle's bytes are (the contract's download operations), for the streamed downloads:
// taken from the contract, so a move of the group (it left /experimental once) moves them too.
const fill = (path: string, id: string, file = '') =>
  path.replace('{bundle_id}', encodeURIComponent(id)).replace('{file}', encodeURIComponent(file))

export const bundleZipPath = (id: string) => fill(ops.supportBundleDownload.path, id)
export const bundleFilePath = (id: string, file: string) =>
  fill(ops.supportBundleDownloadFile.path, id, file)
export const bundleIndexPath = (id: string) => fill(ops.supportBundleIndex.path, id)

/** The name a saved file gets: the bundle's id, then the file's own path flattened. */
export const savedName = (id: string, file?: string) =>
  file ? `${id}-${file.replaceAll('/', '_')}` : `support-bundle-${id}.zip`
