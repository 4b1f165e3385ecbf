import { and, eq, sql } from "drizzle-orm"

import type { Db } from "../../db/client"
import { technicalDocumentFiles, technicalDocuments } from "../../db/schema"
import { technicalDocumentModels, type TechnicalDocumentRow } from "./technical-document-model"
import { renderTechnicalDocumentPdf } from "./technical-document-pdf"

// Where a technical document's bytes come from. Decided: generated from the database on first need and
// kept in technical_document_files, not written to DATA_DIR by the seed.
// - Files in one process's DATA_DIR broke as soon as several server processes share one PostgreSQL (the
//   other processes had no files); the bytes now live in the database every process reads.
// - Generating every document at seed time was measured too slow: a few tens of milliseconds each (fonts
//   subset and embedded, drawings), thousands at scale 1 and tens of thousands at scale 10, which would
//   add minutes to the seed. On request, a product's two to four documents take a fraction of that.
// - The size listed must be the size served, so listing a product's documents makes the missing ones
//   (technicalDocumentsWithSizes); the download then only reads the row. Rendering is deterministic (the
//   issue date is the PDF's date), so two processes making the same document at once store the same bytes.
// RENDERER names this generator's version: bump it when the output changes and the documents kept by
// an older version are made again on their next use.
export const RENDERER = "2026-11-24.1"

// a document's kept file, when this generator made it (a left join: none, or an older one's, is made again)
const keptByThisRenderer = and(
  eq(technicalDocumentFiles.documentId, technicalDocuments.id),
  eq(technicalDocumentFiles.renderer, RENDERER),
)

/** Renders these documents and keeps their bytes; their bytes by document id. */
async function generate(db: Db, rows: readonly TechnicalDocumentRow[]): Promise<Map<number, Buffer>> {
  const models = await technicalDocumentModels(db, rows)
  const made = new Map<number, Buffer>()
  for (const [id, model] of models) made.set(id, await renderTechnicalDocumentPdf(model))
  if (made.size)
    await db
      .insert(technicalDocumentFiles)
      .values(
        [...made].map(([documentId, content]) => ({
          documentId,
          renderer: RENDERER,
          sizeBytes: content.length,
          content,
        })),
      )
      .onConflictDoUpdate({
        target: technicalDocumentFiles.documentId,
        set: {
          renderer: sql`excluded.renderer`,
          sizeBytes: sql`excluded.size_bytes`,
          content: sql`excluded.content`,
          createdAt: sql`now()`,
        },
        setWhere: sql`${technicalDocumentFiles.renderer} <> excluded.renderer`,
      })
  return made
}

/**
 * A product's technical documents, each with the size in bytes of its PDF, read with the kept files' sizes
 * in one statement (a product page's statements run in turn on PGlite); the documents not made
 * yet are made now.
 */
export async function technicalDocumentsWithSizes(
  db: Db,
  productId: string,
): Promise<{ document: TechnicalDocumentRow; size: number }[]> {
  const found = await db
    .select({ document: technicalDocuments, size: technicalDocumentFiles.sizeBytes })
    .from(technicalDocuments)
    .leftJoin(technicalDocumentFiles, keptByThisRenderer)
    .where(eq(technicalDocuments.productId, productId))
    .orderBy(technicalDocuments.type, technicalDocuments.language, technicalDocuments.id)
  const made = await generate(
    db,
    found.filter(({ size }) => size === null).map(({ document }) => document),
  )
  return found.map(({ document, size }) => ({
    document,
    size: size ?? made.get(document.id)?.length ?? 0,
  }))
}

/** The document and its PDF, made now if it was not yet; null when there is no such document. */
export async function technicalDocumentFile(db: Db, id: number) {
  const [found] = await db
    .select({ document: technicalDocuments, content: technicalDocumentFiles.content })
    .from(technicalDocuments)
    .leftJoin(technicalDocumentFiles, keptByThisRenderer)
    .where(eq(technicalDocuments.id, id))
  if (!found) return null
  const content = found.content ?? (await generate(db, [found.document])).get(id)
  return content ? { document: found.document, content } : null
}
