import { SANS, SANS_BOLD } from "../../lib/pdf-fonts"
import type { TechnicalDocumentModel } from "./technical-document-model"

// The vector drawings of the technical documents, drawn with pdfkit paths from the product's own data:
// the appliance in front and side view with its dimension lines, the energy class scale and the rating
// plate (the exploded view and the wiring diagram are in technical-document-diagrams.ts).

export const BLUE = "#0b3d91"
export const INK = "#222222"
export const GREY = "#777777"
export const LIGHT = "#e8edf5"
export const STEEL = "#d9dee6"
export const DARK = "#55606e"

export type Doc = PDFKit.PDFDocument
export type Product = TechnicalDocumentModel["product"]
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** The appliance's size, with plausible defaults when a dimension is unknown. */
export function sizeOf(product: Product) {
  return { w: product.widthMm ?? 600, d: product.depthMm ?? 600, h: product.heightMm ?? 850 }
}

function arrowHead(doc: Doc, x: number, y: number, angle: number) {
  const size = 4
  doc
    .save()
    .translate(x, y)
    .rotate(angle)
    .moveTo(0, 0)
    .lineTo(-size, -size / 2.2)
    .lineTo(-size, size / 2.2)
    .closePath()
    .fill(INK)
    .restore()
}

/** A dimension line between two points with extension lines and the value in the middle. */
function dimension(doc: Doc, from: [number, number], to: [number, number], label: string, vertical: boolean) {
  const [x1, y1] = from
  const [x2, y2] = to
  doc.lineWidth(0.5).strokeColor(INK).moveTo(x1, y1).lineTo(x2, y2).stroke()
  if (vertical) {
    arrowHead(doc, x1, y1, -90)
    arrowHead(doc, x2, y2, 90)
    doc
      .save()
      .translate(x1 - 4, (y1 + y2) / 2)
      .rotate(-90)
      .font(SANS)
      .fontSize(8)
      .fillColor(INK)
      .text(label, -40, -10, { width: 80, align: "center", lineBreak: false })
      .restore()
  } else {
    arrowHead(doc, x1, y1, 180)
    arrowHead(doc, x2, y2, 0)
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(INK)
      .text(label, (x1 + x2) / 2 - 40, y1 + 3, { width: 80, align: "center", lineBreak: false })
  }
}

function extension(doc: Doc, x1: number, y1: number, x2: number, y2: number) {
  doc.lineWidth(0.3).strokeColor(GREY).dash(2, { space: 2 }).moveTo(x1, y1).lineTo(x2, y2).stroke().undash()
}

/** The kind of appliance, to draw its front: a door with a handle, knobs, burners on top or a plain body. */
export function kindOf(product: Product) {
  if (product.eprelClass || (product.temperatureMaxC !== null && product.temperatureMaxC < 15)) return "cold"
  if (product.gasKcalH) return "gas"
  if (product.powerKw || product.steam) return "heat"
  if (product.horsePower) return "motor"
  return "plain"
}

/**
 * Front and side view of the appliance at the same scale, with width, depth and height dimensioned in
 * millimetres; with `clearances`, the minimum distances to the walls as dashed outlines.
 */
export function drawAppliance(
  doc: Doc,
  box: Box,
  product: Product,
  labels: { front: string; side: string; note: string; wall?: string },
  clearances?: { side: number; back: number; top: number },
) {
  const { w, d, h } = sizeOf(product)
  const kind = kindOf(product)
  const gap = 60
  const extraW = clearances ? clearances.side * 2 : 0
  const extraD = clearances ? clearances.back : 0
  const extraH = clearances ? clearances.top : 0
  const scale = Math.min((box.w - gap - 70) / (w + extraW + d + extraD), (box.h - 70) / (h + extraH))
  const fw = w * scale
  const fh = h * scale
  const sd = d * scale
  const baseY = box.y + box.h - 40
  const frontX = box.x + 30 + (clearances ? clearances.side * scale : 0)
  const sideX = frontX + fw + gap + (clearances ? clearances.side * scale : 0)
  const topY = baseY - fh
  const feet = Math.min(fh * 0.08, 14)

  doc.save()
  // captions
  doc.font(SANS_BOLD).fontSize(8.5).fillColor(BLUE)
  doc.text(labels.front, frontX + fw / 2 - 60, box.y, { width: 120, align: "center", lineBreak: false })
  doc.text(labels.side, sideX + sd / 2 - 60, box.y, { width: 120, align: "center", lineBreak: false })

  if (clearances) {
    const cs = clearances.side * scale
    const ct = clearances.top * scale
    const cb = clearances.back * scale
    doc.lineWidth(0.6).strokeColor("#c0392b").dash(4, { space: 3 })
    doc.rect(frontX - cs, topY - ct, fw + 2 * cs, fh + ct).stroke()
    doc.rect(sideX, topY - ct, sd + cb, fh + ct).stroke()
    doc.undash()
    // the wall behind the appliance
    doc
      .lineWidth(2)
      .strokeColor(DARK)
      .moveTo(sideX + sd + cb, topY - ct - 6)
      .lineTo(sideX + sd + cb, baseY)
      .stroke()
    if (labels.wall)
      doc
        .font(SANS)
        .fontSize(7)
        .fillColor(DARK)
        .text(labels.wall, sideX + sd + cb + 4, topY - ct, { lineBreak: false })
    doc.font(SANS).fontSize(7).fillColor("#c0392b")
    doc.text(`${clearances.top}`, frontX, topY - ct + 2, { width: fw, align: "center", lineBreak: false })
    doc.text(`${clearances.side}`, frontX - cs, topY + fh / 2, {
      width: cs,
      align: "center",
      lineBreak: false,
    })
    doc.text(`${clearances.back}`, sideX + sd, topY + fh / 2, {
      width: cb,
      align: "center",
      lineBreak: false,
    })
  }

  // floor
  doc
    .lineWidth(0.8)
    .strokeColor(GREY)
    .moveTo(box.x, baseY)
    .lineTo(box.x + box.w - 10, baseY)
    .stroke()

  // front view: body, feet, control panel and what the front shows
  doc.lineWidth(1).strokeColor(INK)
  doc.rect(frontX, topY, fw, fh - feet).fillAndStroke(STEEL, INK)
  for (const x of [frontX + fw * 0.06, frontX + fw * 0.94 - 5])
    doc.rect(x, baseY - feet, 5, feet).fillAndStroke(DARK, INK)
  const panel = Math.min(fh * 0.14, 28)
  if (kind !== "plain") {
    doc.rect(frontX, topY, fw, panel).fillAndStroke("#c3cad6", INK)
    const knobs = Math.max(1, Math.min(6, Math.floor(fw / 28)))
    for (let i = 0; i < knobs; i++) {
      const cx = frontX + (fw / (knobs + 1)) * (i + 1)
      doc.circle(cx, topY + panel / 2, Math.min(panel * 0.3, 6)).fillAndStroke(DARK, INK)
    }
  }
  const bodyTop = topY + (kind === "plain" ? 0 : panel)
  const bodyH = fh - feet - (bodyTop - topY)
  if (kind === "cold" || kind === "heat") {
    const doors = fw > fh * 0.9 ? 2 : 1
    const dw = (fw - 8) / doors
    for (let i = 0; i < doors; i++) {
      const dx = frontX + 4 + i * dw
      doc.rect(dx + 1, bodyTop + 4, dw - 2, bodyH - 8).stroke()
      const hx = i === 0 && doors === 2 ? dx + dw - 8 : dx + 6
      doc.roundedRect(hx, bodyTop + bodyH * 0.2, 3, bodyH * 0.3, 1.5).fillAndStroke(DARK, INK)
    }
    if (kind === "cold") {
      // ventilation grille of the technical compartment, below the doors
      for (let i = 1; i <= 3; i++) {
        const gy = baseY - feet - 1 - i * 2
        doc
          .moveTo(frontX + fw * 0.3, gy)
          .lineTo(frontX + fw * 0.7, gy)
          .lineWidth(0.4)
          .stroke()
      }
      doc.lineWidth(1)
    }
  } else if (kind === "gas") {
    const burners = Math.max(1, Math.min(4, Math.round(fw / 45)))
    for (let i = 0; i < burners; i++) {
      const cx = frontX + (fw / burners) * (i + 0.5)
      doc.ellipse(cx, topY - 3, Math.min(fw / burners / 3, 14), 3).fillAndStroke(DARK, INK)
    }
    doc.rect(frontX + 6, bodyTop + 6, fw - 12, bodyH - 12).stroke()
  } else if (kind === "motor") {
    doc.circle(frontX + fw / 2, bodyTop + bodyH * 0.45, Math.min(fw, bodyH) * 0.22).stroke()
    doc.circle(frontX + fw / 2, bodyTop + bodyH * 0.45, Math.min(fw, bodyH) * 0.05).fill(DARK)
  } else {
    // a plain body: shelves
    for (const share of [0.35, 0.7]) {
      doc
        .moveTo(frontX + 4, bodyTop + bodyH * share)
        .lineTo(frontX + fw - 4, bodyTop + bodyH * share)
        .lineWidth(0.7)
        .stroke()
    }
  }

  // side view
  doc.lineWidth(1).strokeColor(INK)
  doc.rect(sideX, topY, sd, fh - feet).fillAndStroke(STEEL, INK)
  for (const x of [sideX + sd * 0.06, sideX + sd * 0.94 - 5])
    doc.rect(x, baseY - feet, 5, feet).fillAndStroke(DARK, INK)
  if (kind !== "plain") doc.rect(sideX, topY, Math.min(sd * 0.12, 10), panel).fillAndStroke("#c3cad6", INK)

  // dimension lines
  const dimY = baseY + 14
  extension(doc, frontX, baseY, frontX, dimY + 3)
  extension(doc, frontX + fw, baseY, frontX + fw, dimY + 3)
  dimension(doc, [frontX, dimY], [frontX + fw, dimY], `${w}`, false)
  extension(doc, sideX, baseY, sideX, dimY + 3)
  extension(doc, sideX + sd, baseY, sideX + sd, dimY + 3)
  dimension(doc, [sideX, dimY], [sideX + sd, dimY], `${d}`, false)
  const dimX = frontX - 16 - (clearances ? clearances.side * scale : 0)
  extension(doc, frontX, topY, dimX - 3, topY)
  extension(doc, frontX, baseY, dimX - 3, baseY)
  dimension(doc, [dimX, topY], [dimX, baseY], `${h}`, true)

  doc
    .font(SANS)
    .fontSize(7.5)
    .fillColor(GREY)
    .text(labels.note, box.x, box.y + box.h - 12, { width: box.w, align: "right", lineBreak: false })
  doc.restore()
}

export const ENERGY_CLASSES = ["A", "B", "C", "D", "E", "F", "G"] as const
const CLASS_COLOURS = ["#00a651", "#50b848", "#bfd730", "#fff200", "#fdb913", "#f37021", "#ed1c24"]

/** The A–G scale, bars growing from green to red, with the product's class pointed at in black. */
export function drawEnergyScale(doc: Doc, box: Box, productClass: string | null) {
  const rows = ENERGY_CLASSES.length
  const barH = Math.min(26, (box.h - (rows - 1) * 5) / rows)
  doc.save()
  ENERGY_CLASSES.forEach((letter, index) => {
    const y = box.y + index * (barH + 5)
    const barW = box.w * 0.32 + index * box.w * 0.055
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + barW, y)
      .lineTo(box.x + barW + barH / 2, y + barH / 2)
      .lineTo(box.x + barW, y + barH)
      .lineTo(box.x, y + barH)
      .closePath()
      .fill(CLASS_COLOURS[index] ?? GREY)
    doc
      .font(SANS_BOLD)
      .fontSize(barH * 0.7)
      .fillColor(index >= 2 && index <= 4 ? INK : "#ffffff")
      .text(letter, box.x + 8, y + barH * 0.1, { lineBreak: false })
    if (letter === productClass) {
      const ax = box.x + box.w * 0.78
      const aw = box.w * 0.22
      doc
        .moveTo(ax, y + barH / 2)
        .lineTo(ax + barH * 0.6, y - 3)
        .lineTo(ax + aw, y - 3)
        .lineTo(ax + aw, y + barH + 3)
        .lineTo(ax + barH * 0.6, y + barH + 3)
        .closePath()
        .fill("#000000")
      doc
        .font(SANS_BOLD)
        .fontSize(barH * 0.85)
        .fillColor("#ffffff")
        .text(letter, ax + barH * 0.6, y, { width: aw - barH * 0.6, align: "center", lineBreak: false })
    }
  })
  doc.restore()
}

/** The appliance's rating plate: maker, model, supply and the CE marking, as fixed on the appliance. */
export function drawRatingPlate(
  doc: Doc,
  box: Box,
  lines: [string, string][],
  header: { maker: string; model: string },
) {
  const w = Math.min(box.w, 300)
  const x = box.x
  doc.save()
  doc.roundedRect(x, box.y, w, box.h, 6).lineWidth(1.2).fillAndStroke("#f4f6f9", INK)
  doc
    .font(SANS_BOLD)
    .fontSize(11)
    .fillColor(BLUE)
    .text(header.maker, x + 12, box.y + 10, { lineBreak: false })
  doc
    .font(SANS)
    .fontSize(8)
    .fillColor(INK)
    .text(header.model, x + 12, box.y + 26, { width: w - 90, height: 11, ellipsis: true, lineBreak: false })
  let y = box.y + 44
  for (const [label, value] of lines) {
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x + 12, y, { lineBreak: false })
    doc
      .font(SANS_BOLD)
      .fontSize(8)
      .fillColor(INK)
      .text(value, x + 100, y, { lineBreak: false })
    y += 13
  }
  // the CE marking: two arcs with the middle bar of the E
  const cx = x + w - 70
  const cy = box.y + 14
  const r = 14
  doc.lineWidth(3.2).strokeColor(INK)
  doc.path(`M ${cx + r * 0.7} ${cy + r * 0.3} A ${r} ${r} 0 1 0 ${cx + r * 0.7} ${cy + r * 1.7}`).stroke()
  const ex = cx + r * 2.2
  doc.path(`M ${ex + r * 0.7} ${cy + r * 0.3} A ${r} ${r} 0 1 0 ${ex + r * 0.7} ${cy + r * 1.7}`).stroke()
  doc
    .moveTo(ex - r * 0.95, cy + r)
    .lineTo(ex + r * 0.5, cy + r)
    .stroke()
  doc.restore()
}
