// Where a bundle's bytes are (the contract's download operations), for the streamed downloads.
const base = (id: string) => `/experimental/v1/system/support-bundles/${encodeURIComponent(id)}`

export const bundleZipPath = (id: string) => `${base(id)}/download`
export const bundleFilePath = (id: string, file: string) =>
  `${base(id)}/download/${encodeURIComponent(file)}`
export const bundleIndexPath = (id: string) => `${base(id)}/index`

/** The name a saved file gets: the bundle's id, then the file's own path flattened. */
export const savedName = (id: string, file?: string) =>
  file ? `${id}-${file.replaceAll('/', '_')}` : `support-bundle-${id}.zip`
