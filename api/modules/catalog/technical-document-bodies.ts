import { SANS, SANS_BOLD } from "../../lib/pdf-fonts"
import { drawExplodedView } from "./technical-document-diagrams"
import { drawEnergyScale, drawRatingPlate, ENERGY_CLASSES, GREY, INK } from "./technical-document-drawings"
import { electrical, energyFigures, gasFigures, hash, isCold } from "./technical-document-figures"
import { ecuParameters, electricDiagrams, installationManual, userManual } from "./technical-document-manuals"
import { appliance, specPairs, title } from "./technical-document-sections"
import type { TechDocType } from "./technical-document-texts"
import type { DocumentWriter } from "./technical-document-writer"

// The body of each of the nine technical document types (CAT-18), written with the DocumentWriter's
// helpers from the product's data. Each starts a second page for its second part, so that every document
// has at least two. The figures printed (current, cable, gas flow, energy consumption) are computed
// from the product's power, voltage, gas input and volume with the usual engineering rules
// (technical-document-figures.ts); the installers' documents are in technical-document-manuals.ts.

// ── The nine types ───────────────────────────────────────────────────────────────────────────────

function ecDeclaration(w: DocumentWriter) {
  const { t, model, doc } = w
  const p = model.product
  const c = model.company
  const address = [c.street, c.city, c.country].filter(Boolean).join(", ")
  title(w)
  w.paragraph(w.fill(t.ec.intro, { manufacturer: c.name, address }))
  w.heading(t.ec.object)
  const pairs = specPairs(w, { energy: false }).filter(([label]) => label !== t.spec.volume)
  w.facts(pairs)
  const directives: (keyof typeof t.ec.directive)[] = []
  if (p.horsePower) directives.push("machinery")
  if (p.voltage) directives.push("lowVoltage", "emc")
  if (p.gasKcalH) directives.push("gas")
  if (p.steam) directives.push("pressure")
  if (p.eprelClass) directives.push("ecodesign", "energyLabelling")
  if (p.voltage) directives.push("rohs")
  directives.push("foodContact")
  w.heading(t.ec.directives)
  w.bullets(directives.map((key) => t.ec.directive[key]))
  const standards = ["EN ISO 12100:2010"]
  if (p.voltage) standards.push("EN 60335-1:2012 + A15:2021")
  if (isCold(p)) standards.push("EN 60335-2-89:2010", "EN 378-2:2016", "EN 16825:2016")
  else if (p.steam) standards.push("EN 60335-2-42:2003")
  else if (p.powerKw) standards.push("EN 60335-2-36:2017")
  if (p.horsePower) standards.push("EN 60335-2-64:2000", "EN 1672-2:2020")
  if (p.voltage)
    standards.push("EN 55014-1:2021", "EN 55014-2:2021", "EN 61000-3-2:2019", "EN 61000-3-3:2013")
  if (p.gasKcalH) standards.push("EN 203-1:2014", "EN 203-3:2009")
  w.heading(t.ec.standards)
  w.bullets(standards)

  w.newPage()
  w.heading(t.ec.fileTitle)
  w.paragraph(w.fill(t.ec.technicalFile, { manufacturer: c.name }))
  w.paragraph(t.ec.scope)
  w.paragraph(w.fill(t.ec.marking, { year: model.document.issuedOn.slice(0, 4) }))
  doc.moveDown(1.5)
  w.paragraph(w.fill(t.ec.signedFor, { manufacturer: c.name }), { bold: true })
  w.facts([
    [t.ec.placeDate, `${c.city.replace(/^\d+\s*/, "") || c.name}, ${w.date(model.document.issuedOn)}`],
    [t.ec.nameFunction, `Sophie Lambert, ${t.ec.signatoryFunction}`],
  ])
  // the signature
  const x = w.left + 20
  const y = doc.y + 30
  doc
    .lineWidth(1.2)
    .strokeColor("#1a2a6c")
    .moveTo(x, y)
    .bezierCurveTo(x + 15, y - 30, x + 25, y + 15, x + 40, y - 8)
    .bezierCurveTo(x + 55, y - 28, x + 60, y + 10, x + 78, y - 4)
    .bezierCurveTo(x + 95, y - 18, x + 105, y + 6, x + 140, y - 10)
    .stroke()
  doc
    .moveTo(w.left, y + 18)
    .lineTo(w.left + 200, y + 18)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke()
  doc.y = y + 26
  doc.x = w.left

  w.heading(t.ec.plate)
  w.paragraph(t.ec.plateNote)
  const power = electrical(p)
  const gas = gasFigures(p)
  const plate: [string, string][] = [[t.spec.article, p.id]]
  if (p.reference) plate.push([t.spec.reference, p.reference])
  plate.push([t.ec.serial, `${model.document.issuedOn.slice(2, 4)}__-____`])
  if (p.voltage) plate.push([t.spec.voltage, p.voltage])
  if (power) plate.push([t.spec.power, `${w.number(power.kw, 2)} kW · ${w.number(power.current, 1)} A`])
  if (gas) plate.push([t.spec.gas, `${w.number(gas.kw, 1)} kW · G20/G31`])
  if (p.weightKg !== null) plate.push([t.spec.weight, `${w.number(p.weightKg, 1)} kg`])
  plate.push([t.ec.year, model.document.issuedOn.slice(0, 4)])
  w.figure(54 + plate.length * 13, (box) =>
    drawRatingPlate(doc, box, plate, { maker: c.name, model: p.name }),
  )
}

function energyLabel(w: DocumentWriter) {
  const { t, model, doc } = w
  const p = model.product
  const figures = energyFigures(p)
  title(w)
  if (!figures) {
    w.paragraph(t.energy.notRated)
    w.facts(specPairs(w, { general: false }))
    w.newPage()
    w.heading(t.sheet.drawing)
    appliance(w, 300)
    return
  }
  // the label: supplier and model, the scale, the consumption
  w.facts([
    [t.energy.supplier, model.company.name],
    [t.energy.model, p.id],
  ])
  w.subheading(t.energy.scale)
  w.figure(230, (box) => drawEnergyScale(doc, box, p.eprelClass))
  const big = `${w.number(figures.annual)} kWh/a`
  doc
    .font(SANS_BOLD)
    .fontSize(22)
    .fillColor("#000000")
    .text(big, w.left, doc.y, { width: w.width, align: "center" })
  doc.font(SANS).fontSize(9.5).fillColor(INK).text(t.energy.annual, { width: w.width, align: "center" })
  doc.moveDown(0.8)
  w.facts([
    [t.energy.netVolume, `${w.number(figures.netLitres)} l`],
    [t.energy.climate, t.energy.climateValue],
  ])

  w.newPage()
  w.heading(t.energy.fiche)
  w.paragraph(t.energy.ficheIntro)
  w.facts([
    [t.energy.supplier, model.company.name],
    [t.energy.model, `${p.id}${p.reference ? ` (${p.reference})` : ""}`],
    [t.spec.name, p.name],
    [t.spec.energyClass, `${p.eprelClass} (${ENERGY_CLASSES.join(" – ")})`],
    [t.energy.eei, w.number(figures.eei)],
    [t.energy.annual, `${w.number(figures.annual)} kWh/a`],
    [t.energy.daily, `${w.number(figures.daily, 2)} kWh/24 h`],
    [t.energy.netVolume, `${w.number(figures.netLitres)} l`],
    [t.energy.climate, t.energy.climateValue],
    ...(p.temperatureMinC !== null && p.temperatureMaxC !== null
      ? ([[t.spec.temperature, `${p.temperatureMinC} … ${p.temperatureMaxC} °C`]] as [string, string][])
      : []),
    ...(p.voltage ? ([[t.spec.voltage, p.voltage]] as [string, string][]) : []),
  ])
  w.paragraph(t.energy.method, { size: 8.5, color: "#555555" })
}

function explodedView(w: DocumentWriter) {
  const { t, model, doc } = w
  const assemblies = t.exploded.assembly
  const letter = (index: number) => String.fromCharCode(65 + index)
  // each part belongs to an assembly; positions are numbered from the top of the drawing down
  const DRAWN_ORDER = [1, 2, 0, 3, 4, 5]
  const parts = model.spareParts
    .map((part, index) => ({ ...part, assembly: (hash(part.id) + index) % assemblies.length }))
    .sort(
      (a, b) => DRAWN_ORDER.indexOf(a.assembly) - DRAWN_ORDER.indexOf(b.assembly) || a.id.localeCompare(b.id),
    )
  title(w)
  w.heading(t.exploded.drawing)
  w.figure(430, (box) =>
    drawExplodedView(
      doc,
      box,
      model.product,
      assemblies,
      parts.map((part, index) => ({ position: index + 1, assembly: part.assembly })),
    ),
  )
  w.subheading(t.exploded.assemblies)
  w.paragraph(assemblies.map((name, index) => `${letter(index)}\u00a0${name}`).join("   ·   "), { size: 9 })

  w.newPage()
  w.heading(t.exploded.parts)
  if (parts.length)
    w.table(
      [t.exploded.position, t.exploded.partNumber, t.exploded.description, t.exploded.assemblyColumn],
      parts.map((part, index) => [
        String(index + 1),
        part.id,
        part.name,
        `${letter(part.assembly)} ${assemblies[part.assembly] ?? ""}`,
      ]),
      [0.08, 0.18, 0.46, 0.28],
    )
  else w.paragraph(w.fill(t.exploded.noParts, { id: model.product.id }))
  w.paragraph(t.exploded.order, { size: 8.5, color: "#555555" })
}

function dataSheet(w: DocumentWriter) {
  const { t, model } = w
  title(w)
  if (model.product.description) {
    w.heading(t.sheet.description)
    w.paragraph(model.product.description)
  }
  w.heading(t.sheet.general)
  w.facts(specPairs(w, { energy: false }))
  w.newPage()
  w.heading(t.sheet.drawing)
  appliance(w, 300)
  w.heading(t.sheet.energy)
  const energy = specPairs(w, { general: false })
  if (energy.length) w.facts(energy)
  else w.paragraph(t.installation.noConnection)
  w.paragraph(t.sheet.notes, { size: 8.5, color: "#555555" })
}

function technicalBulletin(w: DocumentWriter) {
  const { t, model } = w
  const p = model.product
  const b = t.bulletin
  const kind = p.gasKcalH ? "gas" : isCold(p) ? "refrigerated" : p.voltage ? "electric" : "mechanical"
  const content = b.kinds[kind]
  const year = model.document.issuedOn.slice(0, 4)
  const seed = hash(`${p.id}-${model.document.id}`)
  const week = 1 + (seed % 40)
  const first = `${year.slice(2)}${String(week).padStart(2, "0")}-${String(seed % 900).padStart(4, "0")}`
  const last = `${year.slice(2)}${String(week + 6).padStart(2, "0")}-${String((seed % 900) + 400 + (seed % 97)).padStart(4, "0")}`
  title(w)
  w.facts([
    [b.number, `TB-${year}-${String(model.document.id).padStart(5, "0")}`],
    [b.subject, content.subject],
    [t.header.issued, w.date(model.document.issuedOn)],
    [t.spec.name, p.name],
    [t.spec.article, p.id],
  ])
  w.heading(b.issue)
  w.paragraph(content.issue)
  w.heading(b.affected)
  w.paragraph(`${p.name} (${p.id})`)
  w.paragraph(w.fill(b.serialRange, { from: first, to: last }), { bold: true })
  appliance(w, 190)

  w.newPage()
  w.heading(b.action)
  content.steps.forEach((step, index) => w.paragraph(`${index + 1}. ${step}`))
  w.heading(b.parts)
  w.paragraph(content.parts)
  w.paragraph(w.fill(b.time, { minutes: 15 + (content.steps.length - 3) * 10 }))
  w.paragraph(b.warranty)
  w.paragraph(b.record, { bold: true })
}

export const DOCUMENT_BODIES: Record<TechDocType, (writer: DocumentWriter) => void> = {
  "ec-declaration": ecDeclaration,
  "energy-label": energyLabel,
  "exploded-view": explodedView,
  "technical-data-sheet": dataSheet,
  "installation-manual": installationManual,
  "user-manual": userManual,
  "control-unit-parameters": ecuParameters,
  "electric-diagrams": electricDiagrams,
  "technical-bulletin": technicalBulletin,
}
