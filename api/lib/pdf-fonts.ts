import { createRequire } from "node:module"

// The shop's generated documents (technical documents, downloads) embed Noto Sans rather than use PDF's
// built-in Helvetica: the built-in fonts only know one 8-bit encoding, so a dash, "œ" or "€" in another
// language became "?". Fontsource's latin subset covers the seven languages (Latin-1, œ, – — ‘ ’ “ ” €);
// its WOFF files, not WOFF2: fontkit cannot subset composite glyphs read from WOFF2 (measured).
const require = createRequire(import.meta.url)
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`)

export const SANS = "Sans"
export const SANS_BOLD = "Sans-Bold"

/** Registers the embedded fonts under SANS and SANS_BOLD and makes SANS the current font. */
export function useShopFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  doc.registerFont(SANS, fontFile(400))
  doc.registerFont(SANS_BOLD, fontFile(700))
  return doc.font(SANS)
}
