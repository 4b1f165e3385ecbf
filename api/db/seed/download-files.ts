import { formatNumber } from "#contract/format"

import { pdfMoney } from "../../lib/pdf-document"
import type { Database } from "../client"
import * as t from "../schema"
import { DOWNLOAD_CATEGORIES, type DownloadFileSeed, type DownloadSource } from "./content-texts"
import {
  byCategoryAndRange,
  type Catalogue,
  type CatalogueProduct,
  readCatalogue,
} from "./download-catalogue"
import { FILE_LANGUAGES, type FileLanguage, LABELS, TEXT_DOCUMENTS } from "./download-texts"
import { type Column, FileWriter, fill } from "./download-writer"
import { CATEGORIES } from "./vocabulary"
import type { Localized } from "./vocabulary.types"

// The files of the Downloads pages (CONTENT-3), generated from the seeded
// catalogue with pdfkit and the embedded font, in each file's own language, and stored in the database
// (download_file_contents) so that every server process serves the same bytes. A file's listed size is
// the length of those bytes.

// ── the documents ─────────────────────────────────────────────────────────────────────────────────

const dimensions = (p: CatalogueProduct) =>
  p.widthMm && p.depthMm && p.heightMm ? `${p.widthMm} × ${p.depthMm} × ${p.heightMm}` : "–"

function power(p: CatalogueProduct, language: FileLanguage) {
  if (p.powerKw !== null) return `${formatNumber(Number(p.powerKw), language, 2)} kW`
  if (p.gasKcalH !== null) return `${formatNumber(p.gasKcalH, language, 0)} kcal/h`
  return "–"
}

const productColumns = (l: FileLanguage): Column[] => [
  { label: LABELS.reference[l], width: 78 },
  { label: LABELS.product[l], width: 0 },
  { label: LABELS.dimensions[l], width: 100 },
  { label: LABELS.power[l], width: 66, align: "right" },
  { label: LABELS.energyClass[l], width: 62, align: "right" },
]
const productRow = (p: CatalogueProduct, l: FileLanguage) => [
  p.id,
  p.name[l],
  dimensions(p),
  power(p, l),
  p.eprelClass ?? "–",
]
const money = (cents: number | null) => (cents === null ? "–" : pdfMoney(cents, "EUR"))

function writeBody(writer: FileWriter, source: DownloadSource, catalogue: Catalogue, partnerOnly: boolean) {
  const l = writer.language
  // a public file leaves out the ranges that only partners see
  const visible = partnerOnly
    ? catalogue.products
    : catalogue.products.filter((p) => !catalogue.partnerRanges.has(p.rangeId))
  switch (source.kind) {
    case "range-overview": {
      writer.paragraph(LABELS.overviewIntro[l])
      for (const category of catalogue.categories) {
        writer.heading(category.name[l])
        const rows: string[][] = []
        for (const range of catalogue.children.get(category.id) ?? []) {
          if (!partnerOnly && range.visibility === "partners") continue
          for (const subrange of catalogue.children.get(range.id) ?? []) {
            const count = visible.filter((p) => p.subrangeId === subrange.id).length
            rows.push([range.name[l], subrange.name[l], fill(LABELS.productCount[l], { count })])
          }
        }
        writer.table(
          [
            { label: "", width: 180 },
            { label: "", width: 0 },
            { label: "", width: 90, align: "right" },
          ],
          rows,
        )
      }
      return
    }
    case "new-products": {
      writer.paragraph(LABELS.newIntro[l])
      byCategoryAndRange(
        catalogue,
        visible.filter((p) => p.isNew),
        ({ category }, items) => {
          writer.heading(category.name[l])
          writer.table(
            productColumns(l),
            items.map((p) => productRow(p, l)),
          )
        },
        false,
      )
      return
    }
    case "category-brochure": {
      writer.paragraph(LABELS.brochureIntro[l])
      const index = CATEGORIES.findIndex((category) => category.key === source.category)
      const category = catalogue.categories[index]
      if (!category) return
      byCategoryAndRange(
        catalogue,
        visible.filter((p) => p.categoryId === category.id),
        ({ range }, items) => {
          writer.heading(range!.name[l])
          writer.table(
            productColumns(l),
            items.map((p) => productRow(p, l)),
          )
        },
      )
      return
    }
    case "price-list": {
      writer.paragraph(LABELS.priceListIntro[l])
      writer.paragraph(LABELS.priceNote[l])
      byCategoryAndRange(
        catalogue,
        visible,
        ({ category }, items) => {
          writer.heading(category.name[l])
          writer.table(
            [
              { label: LABELS.reference[l], width: 80 },
              { label: LABELS.product[l], width: 0 },
              { label: LABELS.catalogPrice[l], width: 90, align: "right" },
            ],
            items.map((p) => [p.id, p.name[l], money(p.catalogCents)]),
          )
        },
        false,
      )
      return
    }
    case "promotions":
    case "good-deals": {
      const deals = source.kind === "good-deals"
      writer.paragraph(deals ? LABELS.goodDealsIntro[l] : LABELS.promotionsIntro[l])
      const items = deals
        ? visible.filter((p) => p.isGoodDeal)
        : visible.filter(
            (p) => p.promoCents !== null && p.catalogCents !== null && p.promoCents < p.catalogCents,
          )
      byCategoryAndRange(
        catalogue,
        items,
        ({ category }, group) => {
          writer.heading(category.name[l])
          writer.table(
            [
              { label: LABELS.reference[l], width: 80 },
              { label: LABELS.product[l], width: 0 },
              { label: LABELS.catalogPrice[l], width: 80, align: "right" },
              { label: deals ? LABELS.dealPrice[l] : LABELS.promoPrice[l], width: 80, align: "right" },
            ],
            group.map((p) => [
              p.id,
              p.name[l],
              money(p.catalogCents),
              money(deals ? (p.liquidationCents ?? p.promoCents ?? p.catalogCents) : p.promoCents),
            ]),
          )
        },
        false,
      )
      return
    }
    case "gas-appliances": {
      writer.paragraph(LABELS.gasIntro[l])
      byCategoryAndRange(
        catalogue,
        visible.filter((p) => p.gasKcalH !== null),
        ({ category }, items) => {
          writer.heading(category.name[l])
          writer.table(
            [
              { label: LABELS.reference[l], width: 80 },
              { label: LABELS.product[l], width: 0 },
              { label: LABELS.gasPower[l], width: 80, align: "right" },
              { label: LABELS.certificate[l], width: 110 },
            ],
            // one EU type-examination certificate per appliance type (its subrange)
            items.map((p) => [
              p.id,
              p.name[l],
              power(p, l),
              `0026-GU-${String(p.subrangeId).padStart(4, "0")}`,
            ]),
          )
        },
        false,
      )
      return
    }
    case "text": {
      for (const section of TEXT_DOCUMENTS[source.document] ?? []) {
        writer.heading(section.heading[l], 12)
        writer.paragraph(section.body[l])
      }
      return
    }
  }
}

/** The spare parts' prices as a spreadsheet (PRICE-4 number style, ";" separated, UTF-8 with a BOM). */
function sparePartsCsv(catalogue: Catalogue, l: FileLanguage): Buffer {
  const cell = (value: string) => (/[";\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
  const lines = [
    [LABELS.reference[l], LABELS.sparePart[l], LABELS.catalogPrice[l], "EUR"].map(cell).join(";"),
    ...catalogue.spareParts.map((part) =>
      [
        part.id,
        part.name[l],
        part.catalogCents === null ? "" : (part.catalogCents / 100).toFixed(2).replace(".", ","),
        "EUR",
      ]
        .map(cell)
        .join(";"),
    ),
  ]
  return Buffer.from(`\ufeff${lines.join("\r\n")}\r\n`, "utf8")
}

const isCsv = (source: DownloadSource) => source.kind === "price-list" && source.items === "spare-parts"

async function renderFile(
  file: DownloadFileSeed,
  categoryName: Localized,
  language: FileLanguage,
  published: Date,
  catalogue: Catalogue,
): Promise<Buffer> {
  if (isCsv(file.source)) return sparePartsCsv(catalogue, language)
  const partnerOnly = file.partnerOnly ?? false
  const writer = new FileWriter(
    language,
    file.title[language],
    categoryName[language],
    published,
    partnerOnly,
  )
  writeBody(writer, file.source, catalogue, partnerOnly)
  return writer.finish()
}

/** The download categories and their files, generated from the seeded catalogue. */
export async function seedDownloads(db: Database, seedDate: Date): Promise<number> {
  const catalogue = await readCatalogue(db)
  let count = 0
  for (const [position, category] of DOWNLOAD_CATEGORIES.entries()) {
    const [row] = await db
      .insert(t.downloadCategories)
      .values({ key: category.key, name: category.name, description: category.description, position })
      .returning({ id: t.downloadCategories.id })
    if (!row) throw new Error(`seed: download category ${category.key} not stored`)
    for (const [filePosition, file] of category.files.entries()) {
      const published = new Date(seedDate.getTime() - file.daysAgo * 864e5)
      for (const language of file.languages ?? FILE_LANGUAGES) {
        const started = process.env.SEED_PROFILE ? Date.now() : 0
        const bytes = await renderFile(file, category.name, language, published, catalogue)
        if (started) console.log(file.key, language, Date.now() - started)
        const [stored] = await db
          .insert(t.downloadFiles)
          .values({
            categoryId: row.id,
            title: file.title,
            fileName: `${file.key}-${language}.${isCsv(file.source) ? "csv" : "pdf"}`,
            contentType: isCsv(file.source) ? "text/csv; charset=utf-8" : "application/pdf",
            language,
            sizeBytes: bytes.length,
            partnerOnly: file.partnerOnly ?? false,
            publishedAt: published,
            position: filePosition,
          })
          .returning({ id: t.downloadFiles.id })
        await db.insert(t.downloadFileContents).values({ fileId: stored!.id, bytes })
        count += 1
      }
    }
  }
  return count
}
