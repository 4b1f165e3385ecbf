import { loadPdfKit, numberPages, pdfBytes } from "../../lib/pdf-document"
import { SANS, SANS_BOLD, useShopFonts } from "../../lib/pdf-fonts"
import { DOCUMENT_BODIES } from "./technical-document-bodies"
import { BLUE, GREY, INK } from "./technical-document-drawings"
import type { TechnicalDocumentModel } from "./technical-document-model"
import { fillText, TECHNICAL_DOCUMENT_TEXTS } from "./technical-document-texts"
import { DocumentWriter, PAGE_MARGIN } from "./technical-document-writer"

// CAT-18, technical documents: each of the nine types as a real PDF of several pages (pdfkit, Noto Sans
// embedded so that "–", "ß", "é" or "œ" print), in the document's language, from the product's own data
// (technical-document-model.ts). Every page carries the company, the document's title and the product's
// id at the top and its number at the bottom. The PDF's dates are the document's issue date: the same
// model gives the same bytes, whichever server process renders it.

/** The company, the title and the product on top of every page, the address and page number below. */
function frame(writer: DocumentWriter) {
  const { doc, model, t } = writer
  const title = t.titles[model.document.type]
  const range = doc.bufferedPageRange()
  const company = model.company
  const address = [company.name, company.street, company.city, company.country, company.phone, company.email]
    .filter(Boolean)
    .join(" · ")
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    doc.page.margins.top = 0
    doc.page.margins.bottom = 0
    doc.font(SANS_BOLD).fontSize(16).fillColor(BLUE).text(company.name, writer.left, 34, { lineBreak: false })
    doc
      .font(SANS_BOLD)
      .fontSize(11)
      .fillColor(INK)
      .text(title, writer.left + 150, 37, { width: writer.width - 150, align: "right", lineBreak: false })
    doc.font(SANS).fontSize(8.5).fillColor(INK).text(model.product.name, writer.left, 60, {
      width: writer.width,
      height: 12,
      ellipsis: true,
      lineBreak: false,
    })
    doc
      .fillColor(GREY)
      .text(
        `${t.header.article}: ${model.product.id}   ·   ${t.header.issued} ${writer.date(model.document.issuedOn)}   ·   ${t.header.revision} ${model.document.issuedOn.slice(2, 4)}.${model.document.issuedOn.slice(5, 7)}`,
        writer.left,
        74,
        { width: writer.width, lineBreak: false },
      )
    doc.moveTo(writer.left, 90).lineTo(writer.right, 90).lineWidth(1.2).strokeColor(BLUE).stroke()
    const footerY = doc.page.height - 56
    doc
      .moveTo(writer.left, footerY - 6)
      .lineTo(writer.right, footerY - 6)
      .lineWidth(0.4)
      .strokeColor(GREY)
      .stroke()
    doc
      .font(SANS)
      .fontSize(7)
      .fillColor(GREY)
      .text(address, writer.left, footerY, { width: writer.width, align: "center", lineBreak: false })
  }
  numberPages(doc, { left: writer.left, width: writer.width }, (page, pages) =>
    fillText(t.page, { page, pages }),
  )
}

/** The document as a PDF (A4). */
export async function renderTechnicalDocumentPdf(model: TechnicalDocumentModel): Promise<Buffer> {
  const PDFDocument = await loadPdfKit()
  const t = TECHNICAL_DOCUMENT_TEXTS[model.document.language]
  const issued = new Date(`${model.document.issuedOn}T09:00:00Z`)
  const doc = new PDFDocument({
    size: "A4",
    margins: PAGE_MARGIN,
    bufferPages: true,
    lang: model.document.language,
    displayTitle: true,
    info: {
      Title: `${t.titles[model.document.type]} – ${model.product.id}`,
      Author: model.company.name,
      Subject: model.product.name,
      Keywords: `${model.product.id} ${model.document.type}`,
      CreationDate: issued,
      ModDate: issued,
    },
  })
  const done = pdfBytes(doc)
  useShopFonts(doc)
  const writer = new DocumentWriter(doc, model)
  doc.y = PAGE_MARGIN.top
  DOCUMENT_BODIES[model.document.type](writer)
  frame(writer)
  doc.end()
  return done
}
