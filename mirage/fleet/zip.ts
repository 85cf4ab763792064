// A minimal ZIP writer (stored entries, no compression) for support bundle downloads, so the
// mock's download is a real archive of the files its index lists. Output is a binary string:
// one char per byte (0–255), the form the mock's responses carry bodies in.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: string): number {
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) {
    crc = (CRC_TABLE[(crc ^ bytes.charCodeAt(i)) & 0xff] ?? 0) ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}

const u16 = (n: number) => String.fromCharCode(n & 0xff, (n >>> 8) & 0xff)
const u32 = (n: number) => u16(n & 0xffff) + u16((n >>> 16) & 0xffff)

/** UTF-8 text as a binary string. */
export const utf8 = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('')

/** A zip archive of `files` (name → UTF-8 text), all entries dated 2025-05-12. */
export function zipArchive(files: [string, string][]): string {
  const DOS_TIME = 0
  const DOS_DATE = ((2025 - 1980) << 9) | (5 << 5) | 12
  let body = ''
  let directory = ''
  for (const [name, text] of files) {
    const data = utf8(text)
    const fileName = utf8(name)
    const crc = crc32(data)
    // version 2.0, flag bit 11 (UTF-8 names), method 0 (stored)
    const common =
      u16(20) +
      u16(0x0800) +
      u16(0) +
      u16(DOS_TIME) +
      u16(DOS_DATE) +
      u32(crc) +
      u32(data.length) +
      u32(data.length) +
      u16(fileName.length) +
      u16(0)
    directory +=
      'PK\x01\x02' +
      u16(20) +
      common +
      u16(0) +
      u16(0) +
      u16(0) +
      u32(0) +
      u32(body.length) +
      fileName
    body += 'PK\x03\x04' + common + fileName + data
  }
  const end =
    'PK\x05\x06' +
    u16(0) +
    u16(0) +
    u16(files.length) +
    u16(files.length) +
    u32(directory.length) +
    u32(body.length) +
    u16(0)
  return body + directory + end
}
