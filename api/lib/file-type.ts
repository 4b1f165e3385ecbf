// What a file is, read from its first bytes (its "magic number"), never from its name or the type its
// sender declared (CONTENT-7): a renamed executable stays what it is.

const SIGNATURES: { type: string; extension: string; bytes: (number | null)[] }[] = [
  { type: "application/pdf", extension: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "application/zip", extension: "zip", bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4
  { type: "image/jpeg", extension: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", extension: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // RIFF....WEBP: the four bytes between are the file's length
  {
    type: "image/webp",
    extension: "webp",
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
]

export interface SniffedType {
  type: string
  extension: string
}

/** The type of these bytes among the known ones, or null: an empty or unknown file. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const found = SIGNATURES.find(
    (signature) =>
      bytes.length >= signature.bytes.length &&
      signature.bytes.every((byte, index) => byte === null || bytes[index] === byte),
  )
  return found ? { type: found.type, extension: found.extension } : null
}

/** The sniffed type if it is one of `allowed`, else null. */
export function fileTypeAmong(bytes: Uint8Array, allowed: readonly string[]): SniffedType | null {
  const sniffed = sniffFileType(bytes)
  return sniffed && allowed.includes(sniffed.type) ? sniffed : null
}
