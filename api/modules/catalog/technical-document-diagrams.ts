import { SANS, SANS_BOLD } from "../../lib/pdf-fonts"
import {
  BLUE,
  type Box,
  DARK,
  type Doc,
  GREY,
  INK,
  kindOf,
  type Product,
  sizeOf,
  STEEL,
} from "./technical-document-drawings"

// The technical documents' diagrams, drawn with pdfkit paths from the product's own data: the exploded
// assemblies with the spare parts' positions, and the wiring diagram.

/**
 * The appliance taken apart: its assemblies (lettered) drawn apart from each other in a column, the
 * spare parts' positions pointed at with numbered callouts on the assembly they belong to.
 */
export function drawExplodedView(
  doc: Doc,
  box: Box,
  product: Product,
  assemblies: readonly string[],
  positions: { position: number; assembly: number }[],
) {
  const { w, d, h } = sizeOf(product)
  doc.save()
  const unitW = Math.min(box.w * 0.45, 230)
  // oblique projection of the depth, kept small so that the assemblies stay apart
  const unitD = Math.min(34, unitW * (d / w) * 0.3)
  // top, control panel, body, door, technical unit, feet: from top to bottom, sized after the appliance
  const order = [1, 2, 0, 3, 4, 5]
  const shares = [0.42, 0.05, 0.07, 0.3, 0.12, 0.04]
  const raw = shares.map((share) => share * unitW * Math.min(2.2, h / w))
  const minGap = 14
  const room = box.h - 20 - order.length * unitD - (order.length - 1) * minGap
  const k = Math.min(1, room / raw.reduce((a, b) => a + b, 0))
  const heights = raw.map((value) => Math.max(4, value * k))
  const gap = Math.min(
    40,
    (box.h - 20 - order.length * unitD - heights.reduce((a, b) => a + b, 0)) / (order.length - 1),
  )
  const left = box.x + 50
  let y = box.y + 6
  const anchor = new Map<number, { x: number; y: number }>()
  for (const index of order) {
    const height = heights[index] ?? 10
    const fill = index === 4 ? "#c3cad6" : index === 5 ? DARK : STEEL
    doc.lineWidth(0.8).strokeColor(INK)
    // the oblique top face, the side face, then the front face
    doc
      .moveTo(left, y + unitD)
      .lineTo(left + unitD, y)
      .lineTo(left + unitW + unitD, y)
      .lineTo(left + unitW, y + unitD)
      .closePath()
      .fillAndStroke("#eef1f5", INK)
    doc
      .moveTo(left + unitW, y + unitD)
      .lineTo(left + unitW + unitD, y)
      .lineTo(left + unitW + unitD, y + height)
      .lineTo(left + unitW, y + unitD + height)
      .closePath()
      .fillAndStroke("#b7bfcb", INK)
    doc.rect(left, y + unitD, unitW, height).fillAndStroke(fill, INK)
    // the assembly's letter, and a dashed guide to where it sits on the appliance
    const cy = y + unitD + height / 2
    doc
      .circle(left - 24, cy, 8)
      .lineWidth(0.8)
      .fillAndStroke("#ffffff", BLUE)
    doc
      .font(SANS_BOLD)
      .fontSize(8)
      .fillColor(BLUE)
      .text(String.fromCharCode(65 + index), left - 32, cy - 5.5, {
        width: 16,
        align: "center",
        lineBreak: false,
      })
    if (y > box.y + 6)
      doc
        .lineWidth(0.4)
        .strokeColor(GREY)
        .dash(3, { space: 3 })
        .moveTo(left + unitW / 2, y - gap + 2)
        .lineTo(left + unitW / 2, y + unitD - 2)
        .stroke()
        .undash()
    anchor.set(index, { x: left + unitW, y: y + unitD + height / 2 })
    y += height + unitD + gap
  }
  // callouts: numbered circles in a column at the right, a leader line to the part's assembly
  const calloutX = box.x + box.w - 14
  const shown = positions.slice(0, Math.floor((box.h - 10) / 21))
  const step = shown.length ? Math.min(24, (box.h - 20) / shown.length) : 0
  const onAssembly = new Map<number, number>()
  shown.forEach((item, index) => {
    const target = anchor.get(item.assembly % assemblies.length)
    if (!target) return
    const cy = box.y + 12 + index * step
    // the parts of one assembly point at spots spread along its front face
    const nth = onAssembly.get(item.assembly) ?? 0
    onAssembly.set(item.assembly, nth + 1)
    const tx = target.x - 10 - ((nth * 37) % Math.max(20, unitW - 20))
    doc
      .lineWidth(0.4)
      .strokeColor(GREY)
      .moveTo(calloutX - 9, cy)
      .lineTo(tx, target.y)
      .stroke()
    doc.circle(tx, target.y, 1.6).fill(INK)
    doc.circle(calloutX, cy, 9).lineWidth(0.8).fillAndStroke("#ffffff", INK)
    doc
      .font(SANS_BOLD)
      .fontSize(7.5)
      .fillColor(INK)
      .text(String(item.position), calloutX - 9, cy - 5, { width: 18, align: "center", lineBreak: false })
  })
  doc.restore()
}

export interface SchematicLabels {
  supply: string
  components: Record<string, string>
}

/** The components of the wiring diagram, from the product's data: what it heats, cools or drives with. */
export function schematicComponents(product: Product) {
  const cold = kindOf(product) === "cold"
  const items: { code: string; key: string }[] = [
    { code: "X1", key: "terminal" },
    { code: "Q1", key: "mainSwitch" },
    { code: "F1", key: "fuse" },
    { code: "A1", key: "ecu" },
    { code: "K1", key: "contactor" },
  ]
  if (!cold && (product.powerKw || product.steam)) items.push({ code: "B1", key: "safetyThermostat" })
  if (cold) items.push({ code: "M1", key: "compressor" }, { code: "M2", key: "fan" })
  else if (product.powerKw) items.push({ code: "R1", key: "heater" })
  if (product.horsePower) items.push({ code: "M3", key: "motor" })
  if (product.gasKcalH) items.push({ code: "Y1", key: "gasValve" }, { code: "T1", key: "igniter" })
  items.push({ code: "H1", key: "lampPower" }, { code: "H2", key: "lampWork" }, { code: "PE", key: "earth" })
  return items
}

/**
 * A wiring diagram: the phases and neutral as horizontal rails, the main switch and fuse on the supply,
 * then one vertical branch per load, each drawn with its symbol and tagged with its code.
 */
export function drawSchematic(doc: Doc, box: Box, product: Product, supply: string) {
  const three = (product.voltage ?? "").startsWith("400")
  const phases = three ? ["L1", "L2", "L3"] : ["L"]
  const components = schematicComponents(product)
  const loads = components.filter((c) => !["X1", "Q1", "F1", "K1", "PE"].includes(c.code))
  doc.save()
  doc.font(SANS_BOLD).fontSize(9).fillColor(INK).text(supply, box.x, box.y, { lineBreak: false })
  const railX0 = box.x + 70
  const railX1 = box.x + box.w - 10
  const railTop = box.y + 30
  const rails = [...phases, "N"]
  const railGap = 12
  const railY = (index: number) => railTop + index * railGap
  // the terminal block X1 with its inputs, the main switch Q1 in every line
  const tx = box.x + 6
  doc.lineWidth(0.8).strokeColor(INK)
  doc.rect(tx, railTop - 6, 22, railGap * (rails.length - 1) + 12).stroke()
  doc
    .font(SANS)
    .fontSize(6.5)
    .fillColor(INK)
    .text("X1", tx, railTop - 16, { width: 22, align: "center" })
  rails.forEach((name, index) => {
    const y = railY(index)
    const colour = name === "N" ? "#1f5fbf" : INK
    doc
      .font(SANS)
      .fontSize(6.5)
      .fillColor(INK)
      .text(name, tx + 2, y - 3.5, { width: 18, align: "center", lineBreak: false })
    doc
      .lineWidth(0.9)
      .strokeColor(colour)
      .moveTo(tx + 22, y)
      .lineTo(railX0 - 16, y)
      .stroke()
    // switch contact: a gap bridged by a slanted blade
    doc
      .moveTo(railX0 - 16, y)
      .lineTo(railX0 - 4, y - 6)
      .stroke()
    doc
      .moveTo(railX0 - 2, y)
      .lineTo(railX1, y)
      .stroke()
  })
  doc
    .font(SANS)
    .fontSize(6.5)
    .fillColor(INK)
    .text("Q1", railX0 - 18, railTop - 18, { width: 20, align: "center" })
  doc
    .lineWidth(0.5)
    .dash(2, { space: 2 })
    .strokeColor(INK)
    .moveTo(railX0 - 10, railTop - 10)
    .lineTo(railX0 - 10, railY(rails.length - 1))
    .stroke()
    .undash()

  // one branch per load, from a phase rail down to the neutral (or to the contactor's outputs)
  const branchTop = railY(rails.length - 1) + 14
  const bottom = box.y + box.h - 30
  const span = (railX1 - railX0 - 20) / Math.max(loads.length, 1)
  loads.forEach((load, index) => {
    const x = railX0 + 20 + span * index + span / 2
    const phase = three ? index % 3 : 0
    const top = railY(phase)
    doc.lineWidth(0.8).strokeColor(INK)
    doc.circle(x, top, 1.8).fill(INK)
    doc
      .moveTo(x, top)
      .lineTo(x, branchTop + 16)
      .stroke()
    // the fuse F1 on the control branch, the contactor K1's contact on power branches
    if (load.code === "A1") {
      doc.rect(x - 4, branchTop + 16, 8, 18).stroke()
      doc
        .font(SANS)
        .fontSize(6.5)
        .fillColor(INK)
        .text("F1", x + 6, branchTop + 20, { lineBreak: false })
    } else if (["R1", "M1", "M3"].includes(load.code)) {
      doc
        .moveTo(x, branchTop + 16)
        .lineTo(x - 7, branchTop + 30)
        .stroke()
      doc
        .font(SANS)
        .fontSize(6.5)
        .fillColor(INK)
        .text("K1", x + 6, branchTop + 20, { lineBreak: false })
    } else {
      doc
        .moveTo(x, branchTop + 16)
        .lineTo(x, branchTop + 34)
        .stroke()
    }
    const symbolTop = branchTop + 50
    doc
      .moveTo(x, branchTop + 34)
      .lineTo(x, symbolTop)
      .stroke()
    const symbolBottom = symbolTop + 40
    switch (load.code) {
      case "R1": // resistor: a rectangle
        doc.rect(x - 7, symbolTop, 14, 40).stroke()
        break
      case "M1":
      case "M2":
      case "M3": // motor: a circle with M
        doc.circle(x, symbolTop + 20, 15).stroke()
        doc
          .font(SANS_BOLD)
          .fontSize(11)
          .fillColor(INK)
          .text("M", x - 15, symbolTop + 13, { width: 30, align: "center" })
        break
      case "H1":
      case "H2": // lamp: a circle with a cross
        doc.circle(x, symbolTop + 20, 9).stroke()
        doc
          .moveTo(x - 6.4, symbolTop + 13.6)
          .lineTo(x + 6.4, symbolTop + 26.4)
          .stroke()
        doc
          .moveTo(x + 6.4, symbolTop + 13.6)
          .lineTo(x - 6.4, symbolTop + 26.4)
          .stroke()
        break
      case "B1": // thermostat: a contact with a temperature mark
        doc
          .moveTo(x, symbolTop)
          .lineTo(x, symbolTop + 12)
          .stroke()
        doc
          .moveTo(x, symbolTop + 12)
          .lineTo(x + 8, symbolTop + 26)
          .stroke()
        doc
          .moveTo(x, symbolTop + 28)
          .lineTo(x, symbolTop + 40)
          .stroke()
        doc
          .font(SANS)
          .fontSize(7)
          .fillColor(INK)
          .text("t°", x - 16, symbolTop + 14, { lineBreak: false })
        break
      case "Y1": // valve: a box with a diagonal
        doc.rect(x - 10, symbolTop + 8, 20, 24).stroke()
        doc
          .moveTo(x - 10, symbolTop + 32)
          .lineTo(x + 10, symbolTop + 8)
          .stroke()
        break
      default: // control unit, igniter: a box
        doc.rect(x - 13, symbolTop + 4, 26, 32).stroke()
        doc
          .font(SANS)
          .fontSize(6)
          .fillColor(INK)
          .text(load.code === "A1" ? "ECU" : "~", x - 13, symbolTop + 16, { width: 26, align: "center" })
    }
    doc
      .font(SANS_BOLD)
      .fontSize(7.5)
      .fillColor(BLUE)
      .text(load.code, x + 16, symbolTop + 15, { lineBreak: false })
    // back to the neutral rail: drawn as a return line at the bottom
    doc.lineWidth(0.8).strokeColor("#1f5fbf").moveTo(x, symbolBottom).lineTo(x, bottom).stroke()
  })
  // the neutral return bus and the earth
  doc
    .lineWidth(0.9)
    .strokeColor("#1f5fbf")
    .moveTo(railX0 + 20, bottom)
    .lineTo(railX1, bottom)
    .stroke()
  doc
    .moveTo(railX1, bottom)
    .lineTo(railX1, railY(rails.length - 1))
    .stroke()
  doc
    .font(SANS)
    .fontSize(6.5)
    .fillColor("#1f5fbf")
    .text("N", railX1 - 10, bottom + 3, { lineBreak: false })
  const ex = box.x + 17
  const ey = bottom - 10
  doc
    .lineWidth(0.9)
    .strokeColor("#3a8d3a")
    .moveTo(ex, railY(rails.length - 1) + 12)
    .lineTo(ex, ey)
    .stroke()
  for (const [index, half] of [10, 7, 4].entries()) {
    doc
      .moveTo(ex - half, ey + index * 3)
      .lineTo(ex + half, ey + index * 3)
      .stroke()
  }
  doc
    .font(SANS)
    .fontSize(6.5)
    .fillColor("#3a8d3a")
    .text("PE", ex + 10, ey - 12, { lineBreak: false })
  doc.restore()
}
