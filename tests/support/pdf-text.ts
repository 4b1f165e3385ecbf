import { extractText, getDocumentProxy } from "unpdf"

/** The text of every page of a PDF, read by a real PDF parser (pdf.js through unpdf), spaces normalised. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return { pages: totalPages, text: text.replace(/[\u00a0\u202f]/g, " ").replace(/[ \t]+/g, " ") }
}
