/** A file the user picked, read whole: what forms send of certificates, keys and metadata. */
export type FileContent = {
  name: string
  /** the bytes as UTF-8 text (a PEM file, an XML document) */
  text: string
  /** the bytes in base64 (a DER key, or text the API wants encoded) */
  base64: string
}
