import { and, asc, eq } from "drizzle-orm"
import PDFDocument from "pdfkit"

import { formatNumber } from "#contract/format"

import { pdfBytes, pdfDate, pdfMoney } from "../../lib/pdf-document"
import { SANS, SANS_BOLD, useShopFonts } from "../../lib/pdf-fonts"
import type { Database } from "../client"
import * as t from "../schema"
import { DOWNLOAD_CATEGORIES, type DownloadFileSeed, type DownloadSource } from "./content-texts"
import { FILE_LANGUAGES, type FileLanguage, LABELS, TEXT_DOCUMENTS } from "./download-texts"
import { CATEGORIES } from "./vocabulary"
import type { Localized } from "./vocabulary.types"

// The files of the Downloads pages (CONTENT-3), generated from the seeded
// catalogue with pdfkit and the embedded font, in each file's own language, and stored in the database
// (download_file_contents) so that every server process serves the same bytes. A file's listed size is
// the length of those bytes.

const MARGIN = 48
const BLUE = "#0b3d91"
const INK = "#222222"
const GREY = "#666666"
const RED = "#b00020"
const ROW = 12

interface Column {
  label: string
  width: number
  align?: "left" | "right"
}

interface CatalogueProduct {
  id: string
  name: Localized
  categoryId: number
  rangeId: number
  subrangeId: number
  widthMm: number | null
  depthMm: number | null
  heightMm: number | null
  powerKw: string | null
  gasKcalH: number | null
  eprelClass: string | null
  isNew: boolean
  isGoodDeal: boolean
  catalogCents: number | null
  promoCents: number | null
  liquidationCents: number | null
}

interface MenuEntry {
  id: number
  parentId: number | null
  name: Localized
  visibility: "all" | "partners"
}

interface Catalogue {
  categories: MenuEntry[]
  /** ranges and subranges by parent id, in menu order */
  children: Map<number, MenuEntry[]>
  products: CatalogueProduct[]
  /** ranges that only partners see (CAT-2): their products stay out of public files */
  partnerRanges: Set<number>
  spareParts: { id: string; name: Localized; catalogCents: number | null }[]
}

async function readCatalogue(db: Database): Promise<Catalogue> {
  const menu = await db
    .select({
      id: t.menuItems.id,
      kind: t.menuItems.kind,
      parentId: t.menuItems.parentId,
      name: t.menuItems.name,
      visibility: t.menuItems.visibility,
    })
    .from(t.menuItems)
    .orderBy(asc(t.menuItems.position), asc(t.menuItems.id))
  const children = new Map<number, MenuEntry[]>()
  for (const entry of menu) {
    if ((entry.kind !== "range" && entry.kind !== "subrange") || entry.parentId === null) continue
    const list = children.get(entry.parentId) ?? []
    list.push(entry)
    children.set(entry.parentId, list)
  }
  const products = await db
    .select({
      id: t.products.id,
      name: t.products.name,
      categoryId: t.products.categoryId,
      rangeId: t.products.rangeId,
      subrangeId: t.products.subrangeId,
      widthMm: t.products.widthMm,
      depthMm: t.products.depthMm,
      heightMm: t.products.heightMm,
      powerKw: t.products.powerKw,
      gasKcalH: t.products.gasKcalH,
      eprelClass: t.products.eprelClass,
      isNew: t.products.isNew,
      isGoodDeal: t.products.isGoodDeal,
      catalogCents: t.prices.catalogCents,
      promoCents: t.prices.promoCents,
      liquidationCents: t.prices.liquidationCents,
    })
    .from(t.products)
    .leftJoin(
      t.prices,
      and(
        eq(t.prices.itemType, "products"),
        eq(t.prices.itemId, t.products.id),
        eq(t.prices.currency, "EUR"),
      ),
    )
    .where(eq(t.products.isOld, false))
    .orderBy(asc(t.products.id))
  const spareParts = await db
    .select({ id: t.spareParts.id, name: t.spareParts.name, catalogCents: t.prices.catalogCents })
    .from(t.spareParts)
    .leftJoin(
      t.prices,
      and(
        eq(t.prices.itemType, "spare-parts"),
        eq(t.prices.itemId, t.spareParts.id),
        eq(t.prices.currency, "EUR"),
      ),
    )
    .orderBy(asc(t.spareParts.id))
  return {
    categories: menu.filter((entry) => entry.kind === "category"),
    children,
    products: products,
    partnerRanges: new Set(menu.filter((entry) => entry.visibility === "partners").map((entry) => entry.id)),
    spareParts,
  }
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""))

/** One generated document: the page frame, flowing text, group headings and tables. */
class FileWriter {
  readonly doc: PDFKit.PDFDocument
  readonly done: Promise<Buffer>
  readonly left = MARGIN
  readonly width: number
  private readonly bottom: number
  private header: Column[] | null = null

  constructor(
    readonly language: FileLanguage,
    title: string,
    subtitle: string,
    published: Date,
    partnerOnly: boolean,
  ) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      bufferPages: true,
      lang: language,
      displayTitle: true,
      info: {
        Title: title,
        Author: "Belcater Pro",
        Subject: subtitle,
        CreationDate: published,
        ModDate: published,
      },
    })
    this.done = pdfBytes(this.doc)
    useShopFonts(this.doc)
    this.width = this.doc.page.width - 2 * MARGIN
    this.bottom = this.doc.page.height - MARGIN - 24
    const doc = this.doc
    doc.font(SANS_BOLD).fontSize(11).fillColor(BLUE).text("Belcater Pro", this.left, MARGIN)
    doc.moveDown(0.6)
    doc.font(SANS_BOLD).fontSize(20).fillColor(INK).text(title, { width: this.width })
    doc.font(SANS).fontSize(11).fillColor(GREY).text(subtitle, { width: this.width })
    doc
      .fontSize(9)
      .text(fill(LABELS.published[language], { date: pdfDate(published.toISOString(), language) }))
    if (partnerOnly) doc.font(SANS_BOLD).fillColor(RED).text(LABELS.partnersOnly[language])
    doc.moveDown(1)
  }

  private get y() {
    return this.doc.y
  }

  private newPage() {
    this.doc.addPage()
    this.doc.y = MARGIN
    if (this.header) this.tableHeader(this.header)
  }

  private ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage()
  }

  paragraph(text: string) {
    this.doc.font(SANS).fontSize(10).fillColor(INK)
    this.ensure(this.doc.heightOfString(text, { width: this.width }))
    this.doc.text(text, this.left, this.y, { width: this.width, lineGap: 2 })
    this.doc.moveDown(0.6)
  }

  heading(text: string, size = 13) {
    this.header = null
    this.ensure(size * 2 + ROW * 3)
    this.doc.moveDown(0.4)
    this.doc
      .font(SANS_BOLD)
      .fontSize(size)
      .fillColor(BLUE)
      .text(text, this.left, this.y, { width: this.width })
    this.doc.moveDown(0.3)
  }

  private tableHeader(columns: Column[]) {
    const doc = this.doc
    let x = this.left
    const y = this.y
    doc.font(SANS_BOLD).fontSize(8).fillColor(INK)
    for (const column of columns) {
      doc.text(column.label, x, y, {
        width: column.width - 4,
        align: column.align ?? "left",
        lineBreak: false,
      })
      x += column.width
    }
    doc
      .moveTo(this.left, y + ROW)
      .lineTo(this.left + this.width, y + ROW)
      .strokeColor(GREY)
      .lineWidth(0.5)
      .stroke()
    doc.y = y + ROW + 3
  }

  /** Rows of single-line cells; the header repeats on every page the table runs onto. */
  table(columns: Column[], rows: string[][]) {
    // the column of width 0 takes what the others leave
    const taken = columns.reduce((sum, column) => sum + column.width, 0)
    const sized = columns.map((column) =>
      column.width === 0 ? { ...column, width: this.width - taken } : column,
    )
    this.ensure(ROW * 3)
    this.header = sized
    this.tableHeader(sized)
    const doc = this.doc
    doc.font(SANS).fontSize(8).fillColor(INK)
    for (const row of rows) {
      if (this.y + ROW > this.bottom) {
        this.newPage()
        doc.font(SANS).fontSize(8).fillColor(INK)
      }
      const y = this.y
      let x = this.left
      row.forEach((cell, index) => {
        const column = sized[index]!
        // one line per row: pdfkit's own ellipsis measures every cell again, several times slower
        const text =
          cell.length > column.width / 4 ? `${cell.slice(0, Math.floor(column.width / 4) - 1)}…` : cell
        doc.text(text, x, y, { width: column.width - 4, align: column.align ?? "left", lineBreak: false })
        x += column.width
      })
      doc.y = y + ROW
    }
    this.header = null
    doc.moveDown(0.8)
  }

  /** Footer of every page: the company and "Page 1 of 3", in the embedded font. */
  async finish(): Promise<Buffer> {
    const doc = this.doc
    const range = doc.bufferedPageRange()
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      doc.page.margins.bottom = 0
      const y = doc.page.height - MARGIN + 4
      doc.font(SANS).fontSize(7.5).fillColor(GREY)
      doc.text(LABELS.company[this.language], this.left, y, { width: this.width, lineBreak: false })
      doc.text(fill(LABELS.page[this.language], { page: index + 1, pages: range.count }), this.left, y, {
        width: this.width,
        align: "right",
        lineBreak: false,
      })
    }
    doc.end()
    return this.done
  }
}

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

/** The products of a selection grouped by category, then range (menu order). */
function byCategoryAndRange(
  catalogue: Catalogue,
  products: CatalogueProduct[],
  write: (heading: { category: MenuEntry; range: MenuEntry | null }, items: CatalogueProduct[]) => void,
  withRanges = true,
) {
  for (const category of catalogue.categories) {
    const inCategory = products.filter((p) => p.categoryId === category.id)
    if (inCategory.length === 0) continue
    if (!withRanges) {
      write({ category, range: null }, inCategory)
      continue
    }
    for (const range of catalogue.children.get(category.id) ?? []) {
      const items = inCategory.filter((p) => p.rangeId === range.id)
      if (items.length) write({ category, range }, items)
    }
  }
}

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
