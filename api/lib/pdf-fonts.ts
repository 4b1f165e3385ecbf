import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { inflateSync } from "node:zlib"

// The shop's generated documents (technical documents, downloads) embed Noto Sans rather than use PDF's
// built-in Helvetica: the built-in fonts only know one 8-bit encoding, so a dash, "œ" or "€" in another
// language became "?". Fontsource's latin subset covers the seven languages (Latin-1, œ, – — ‘ ’ “ ” €);
// its WOFF files, not WOFF2: fontkit cannot subset composite glyphs read from WOFF2 (measured).
const require = createRequire(import.meta.url)
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`)

/**
 * A WOFF 1.0 font as the plain TrueType (sfnt) it wraps. fontkit inflates a WOFF's tables in JavaScript
 * (tiny-inflate) every time a document reads them: measured, three quarters of a technical document's
 * rendering time. Unwrapped once with zlib, each document only parses the tables it uses.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font")
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  const headerLength = 12 + numTables * 16
  const padded = (length: number) => (length + 3) & ~3
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0))
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  woff.copy(sfnt, 0, 4, 8) // the flavour: TrueType or CFF outlines
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(searchRange, 6)
  sfnt.writeUInt16BE(entrySelector, 8)
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = headerLength
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(sfnt, record)
    sfnt.writeUInt32BE(table.checksum, record + 4)
    sfnt.writeUInt32BE(offset, record + 8)
    sfnt.writeUInt32BE(table.data.length, record + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}

const fonts = new Map<400 | 700, Buffer>()
const font = (weight: 400 | 700) => {
  let sfnt = fonts.get(weight)
  if (!sfnt) {
    sfnt = woffToSfnt(readFileSync(fontFile(weight)))
    fonts.set(weight, sfnt)
  }
  return sfnt
}

export const SANS = "Sans"
export const SANS_BOLD = "Sans-Bold"

/** Registers the embedded fonts under SANS and SANS_BOLD and makes SANS the current font. */
export function useShopFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  doc.registerFont(SANS, font(400))
  doc.registerFont(SANS_BOLD, font(700))
  return doc.font(SANS)
}
