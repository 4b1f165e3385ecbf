import { SANS, SANS_BOLD } from "../../lib/pdf-fonts"
import {
  BLUE,
  drawAppliance,
  drawEnergyScale,
  drawExplodedView,
  drawRatingPlate,
  drawSchematic,
  ENERGY_CLASSES,
  GREY,
  INK,
  schematicComponents,
  sizeOf,
} from "./technical-document-drawings"
import type { TechnicalDocumentModel } from "./technical-document-model"
import type { TechDocType } from "./technical-document-texts"
import type { DocumentWriter } from "./technical-document-writer"

// The body of each of the nine technical document types (CAT-18), written with the DocumentWriter's
// helpers from the product's data. Each starts a second page for its second part, so that every document
// has at least two. The figures printed (current, cable, gas flow, energy consumption) are computed
// from the product's power, voltage, gas input and volume with the usual engineering rules.

type Product = TechnicalDocumentModel["product"]

// ── Figures computed from the product's data ─────────────────────────────────────────────────────

const KCAL_PER_KWH = 859.85
const G20_KWH_PER_M3 = 9.45 // natural gas, lower heating value
const G31_KWH_PER_KG = 12.87 // propane, lower heating value

/** Electrical load in kW: the heating or cooling power, or the motor's (1 hp = 0.7355 kW). */
function electricKw(product: Product) {
  if (product.powerKw) return product.powerKw
  if (product.horsePower) return Math.round(product.horsePower * 0.7355 * 100) / 100
  return null
}

function electrical(product: Product) {
  const kw = electricKw(product)
  if (!product.voltage || kw === null) return null
  const three = product.voltage.startsWith("400")
  const current = three ? (kw * 1000) / (Math.sqrt(3) * 400) : (kw * 1000) / 230
  const cable = current <= 16 ? 2.5 : current <= 25 ? 4 : current <= 32 ? 6 : current <= 40 ? 10 : 16
  const breaker = [10, 16, 20, 25, 32, 40, 50, 63, 80].find((rating) => rating >= current * 1.1) ?? 100
  return { kw, current, cable, breaker }
}

function gasFigures(product: Product) {
  if (!product.gasKcalH) return null
  const kw = product.gasKcalH / KCAL_PER_KWH
  return { kw, m3: kw / G20_KWH_PER_M3, kg: kw / G31_KWH_PER_KG }
}

function isCold(product: Product) {
  return product.eprelClass !== null || (product.temperatureMaxC !== null && product.temperatureMaxC < 15)
}

/** Minimum distances to walls in mm: refrigeration breathes at the back, gas and heat need more room. */
function clearancesOf(product: Product) {
  if (isCold(product)) return { side: 50, back: 100, top: 300 }
  if (product.gasKcalH) return { side: 150, back: 150, top: 800 }
  if (product.powerKw || product.steam) return { side: 100, back: 100, top: 500 }
  return { side: 20, back: 50, top: 100 }
}

// EEI in the middle of each class's band, and the reference consumption of Regulation (EU) 2015/1094
// for vertical chilled (M = 1.643, N = 609) and frozen (M = 4.928, N = 1472) storage cabinets.
const EEI_OF_CLASS: Record<string, number> = { A: 20, B: 30, C: 42, D: 62, E: 80, F: 92, G: 105 }

function energyFigures(product: Product) {
  if (!product.eprelClass) return null
  const netLitres = Math.max(50, Math.round((product.volumeM3 ?? 0.6) * 1000 * 0.55))
  const frozen = (product.temperatureMaxC ?? 5) < 0
  const reference = frozen ? 4.928 * netLitres + 1472 : 1.643 * netLitres + 609
  const eei = EEI_OF_CLASS[product.eprelClass] ?? 100
  const annual = Math.round((reference * eei) / 100)
  return { netLitres, eei, annual, daily: annual / 365, frozen }
}

const hash = (value: string) =>
  [...value].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7)

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────────

function specPairs(w: DocumentWriter, options: { general?: boolean; energy?: boolean } = {}) {
  const { t, model } = w
  const p = model.product
  const { w: width, d, h } = sizeOf(p)
  const pairs: [string, string][] = []
  if (options.general !== false) {
    pairs.push([t.spec.name, p.name], [t.spec.article, p.id])
    if (p.reference) pairs.push([t.spec.reference, p.reference])
    pairs.push([t.spec.brand, p.brand])
    if (p.category) pairs.push([t.spec.category, [p.category, p.range].filter(Boolean).join(" › ")])
    if (p.family) pairs.push([t.spec.family, p.family])
    if (p.line) pairs.push([t.spec.line, p.line])
    pairs.push([t.spec.dimensions, `${width} × ${d} × ${h} mm`])
    if (p.weightKg !== null) pairs.push([t.spec.weight, `${w.number(p.weightKg, 1)} kg`])
    if (p.volumeM3 !== null) pairs.push([t.spec.volume, `${w.number(p.volumeM3, 3)} m³`])
  }
  if (options.energy !== false) {
    if (p.voltage) pairs.push([t.spec.voltage, p.voltage])
    if (p.powerKw !== null) pairs.push([t.spec.power, `${w.number(p.powerKw, 1)} kW`])
    if (p.horsePower !== null) pairs.push([t.spec.horsePower, `${w.number(p.horsePower, 2)} hp`])
    const power = electrical(p)
    if (power) pairs.push([t.spec.current, `${w.number(power.current, 1)} A`])
    const gas = gasFigures(p)
    if (gas && p.gasKcalH)
      pairs.push([t.spec.gas, `${w.number(gas.kw, 1)} kW (${w.number(p.gasKcalH)} kcal/h)`])
    if (p.steam) pairs.push([t.spec.steam, t.spec.yes])
    if (p.temperatureMinC !== null && p.temperatureMaxC !== null)
      pairs.push([t.spec.temperature, `${p.temperatureMinC} … ${p.temperatureMaxC} °C`])
    if (p.eprelClass) pairs.push([t.spec.energyClass, p.eprelClass])
  }
  return pairs
}

function appliance(w: DocumentWriter, height: number, withClearances = false) {
  const { t, model } = w
  w.figure(height, (box) =>
    drawAppliance(
      w.doc,
      box,
      model.product,
      { front: t.drawing.front, side: t.drawing.side, note: t.drawing.note, wall: t.drawing.wall },
      withClearances ? clearancesOf(model.product) : undefined,
    ),
  )
}

function title(w: DocumentWriter) {
  const { doc, t, model } = w
  doc
    .font(SANS_BOLD)
    .fontSize(18)
    .fillColor(BLUE)
    .text(t.titles[model.document.type], w.left, doc.y, { width: w.width })
  doc
    .font(SANS)
    .fontSize(11)
    .fillColor(INK)
    .text(`${model.product.name} – ${model.product.id}`, { width: w.width })
  doc.moveDown(0.8)
}

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

function connectionTexts(w: DocumentWriter) {
  const { t, model } = w
  const p = model.product
  const texts: string[] = []
  const power = electrical(p)
  if (power && p.voltage)
    texts.push(
      w.fill(t.installation.electric, {
        voltage: p.voltage,
        power: w.number(power.kw, 1),
        current: w.number(power.current, 1),
        cable: w.number(power.cable, 1),
        breaker: power.breaker,
      }),
    )
  const gas = gasFigures(p)
  if (gas && p.gasKcalH)
    texts.push(
      w.fill(t.installation.gas, {
        gasKw: w.number(gas.kw, 1),
        gasKcal: w.number(p.gasKcalH),
        gasM3: w.number(gas.m3, 2),
        gasKg: w.number(gas.kg, 2),
      }),
    )
  if (p.steam) texts.push(t.installation.steam)
  if (texts.length) texts.push(t.installation.equipotential)
  return texts.length ? texts : [t.installation.noConnection]
}

function installationManual(w: DocumentWriter) {
  const { t, model } = w
  const p = model.product
  const { w: width, d, h } = sizeOf(p)
  const clearances = clearancesOf(p)
  title(w)
  w.paragraph(t.installation.intro)
  w.heading(t.installation.safety.title)
  w.bullets(t.installation.safety.paragraphs)
  w.heading(t.installation.unpacking.title)
  for (const text of t.installation.unpacking.paragraphs)
    w.paragraph(w.fill(text, { weight: w.number(p.weightKg ?? 0, 1) }))

  w.newPage()
  w.heading(t.installation.positioning.title)
  for (const text of t.installation.positioning.paragraphs)
    w.paragraph(w.fill(text, { width, depth: d, height: h, ...clearances }))
  w.subheading(t.drawing.clearances)
  appliance(w, 250, true)
  w.table(
    [t.installation.clearanceTable, t.installation.side, t.installation.back, t.installation.top],
    [[t.drawing.clearances, `${clearances.side} mm`, `${clearances.back} mm`, `${clearances.top} mm`]],
    [0.4, 0.2, 0.2, 0.2],
  )

  w.heading(t.installation.connections)
  for (const text of connectionTexts(w)) w.paragraph(text)
  w.heading(t.installation.commissioning.title)
  for (const text of t.installation.commissioning.paragraphs) w.paragraph(text)
}

function userManual(w: DocumentWriter) {
  const { t, model } = w
  const p = model.product
  title(w)
  w.paragraph(t.user.intro)
  w.heading(t.user.safety.title)
  w.bullets(t.user.safety.paragraphs)
  w.heading(t.user.controls)
  const controls: [string, string][] = []
  if (p.voltage) controls.push(t.user.mainSwitch)
  if (p.gasKcalH) controls.push(t.user.gasKnob)
  if (p.temperatureMinC !== null && p.temperatureMaxC !== null)
    controls.push([
      t.user.thermostat[0],
      w.fill(t.user.thermostat[1], { min: p.temperatureMinC, max: p.temperatureMaxC }),
    ])
  if (p.horsePower) controls.push(t.user.speed)
  if (p.voltage) controls.push(t.user.lamps)
  if (controls.length) w.table([t.user.control, t.user.purpose], controls, [0.3, 0.7])
  else w.paragraph(t.user.noControls)
  w.subheading(t.sheet.drawing)
  appliance(w, 200)

  w.newPage()
  w.heading(t.user.dailyUse.title)
  w.bullets(t.user.dailyUse.paragraphs)
  w.heading(t.user.cleaning.title)
  w.bullets(t.user.cleaning.paragraphs)
  w.heading(t.user.troubleshooting)
  w.table([t.user.problem, t.user.cause, t.user.remedy], t.user.faults, [0.3, 0.33, 0.37])
  w.paragraph(w.fill(t.user.service, { id: p.id }))
}

function ecuParameters(w: DocumentWriter) {
  const { t, model } = w
  const p = model.product
  const e = t.ecu
  const rows: string[][] = []
  const row = (code: string, key: keyof typeof e.parameters, range: string, value: string, unit: string) =>
    rows.push([code, e.parameters[key], range, value, unit])
  const min = p.temperatureMinC
  const max = p.temperatureMaxC
  const cold = isCold(p)
  if (min !== null && max !== null) {
    const setpoint = cold ? Math.round((min + max) / 2) : Math.round(min + (max - min) * 0.6)
    row("St", "setpoint", `${min} … ${max}`, String(setpoint), "°C")
    row("dF", "differential", "1 … 10", cold ? "2" : "5", "K")
    row("AH", "highAlarm", `${min} … ${max + 30}`, String(max + (cold ? 5 : 20)), "°C")
    if (cold) row("AL", "lowAlarm", `${min - 20} … ${max}`, String(min - 5), "°C")
  }
  if (cold) {
    row("dI", "defrostInterval", "1 … 24", "6", e.hours)
    row("dE", "defrostDuration", "5 … 60", "20", e.minutes)
    row("Fd", "fanDelay", "0 … 10", "2", e.minutes)
    row("dA", "doorAlarm", "0 … 30", "3", e.minutes)
  }
  const kw = electricKw(p)
  if (kw !== null)
    row("Pm", "maxPower", `${w.number(kw * 0.3, 1)} … ${w.number(kw, 1)}`, w.number(kw, 1), "kW")
  if (!cold && p.powerKw) row("PH", "preheat", "0 … 60", String(10 + (Math.round(p.powerKw) % 10)), e.minutes)
  if (p.gasKcalH) row("iG", "ignitionAttempts", "1 … 5", "3", e.attempts)
  if (p.steam) row("SL", "steamLevel", "0 … 10", "5", e.level)
  if (p.horsePower) row("rP", "motorRamp", `${w.number(0.5, 1)} … 5`, p.horsePower > 1 ? "2" : "1", e.seconds)
  row("CA", "probeOffset", "−5 … 5", "0", "K")
  row("Un", "displayUnit", "0 … 1", "0", "–")
  row("bu", "buzzer", "0 … 1", "1", "–")

  title(w)
  w.paragraph(w.fill(e.intro, { id: p.id }))
  w.table([e.code, e.parameter, e.range, e.default, e.unit], rows, [0.1, 0.46, 0.18, 0.13, 0.13])
  w.facts(specPairs(w, { general: false }))

  w.newPage()
  w.heading(e.alarms)
  w.table([e.code, t.user.problem, t.user.remedy], e.alarm, [0.1, 0.45, 0.45])
  w.heading(e.reset.title)
  for (const text of e.reset.paragraphs) w.paragraph(text)
}

function electricDiagrams(w: DocumentWriter) {
  const { t, model, doc } = w
  const p = model.product
  const dg = t.diagram
  title(w)
  w.paragraph(dg.warning, { bold: true, color: "#b00020" })
  w.heading(dg.schematic)
  w.figure(300, (box) => drawSchematic(doc, box, p, w.fill(dg.supply, { voltage: p.voltage ?? "230V 1N~" })))

  w.newPage()
  w.heading(dg.legend)
  w.table(
    [dg.symbol, dg.component],
    schematicComponents(p).map((item) => [item.code, dg.components[item.key as keyof typeof dg.components]]),
    [0.2, 0.8],
  )
  w.heading(dg.wires)
  const three = (p.voltage ?? "").startsWith("400")
  w.table(
    [dg.symbol, dg.wires],
    dg.wireColours.filter(([code]) => three || (code !== "BK" && code !== "GY")),
    [0.2, 0.8],
  )
  w.facts(specPairs(w, { general: false }))
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
