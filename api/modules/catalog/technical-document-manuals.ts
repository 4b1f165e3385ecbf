import { drawSchematic, schematicComponents } from "./technical-document-diagrams"
import { sizeOf } from "./technical-document-drawings"
import { clearancesOf, electrical, electricKw, gasFigures, isCold } from "./technical-document-figures"
import { appliance, specPairs, title } from "./technical-document-sections"
import type { DocumentWriter } from "./technical-document-writer"

// The bodies of the technical documents for installers and technicians: installation manual, user
// manual, control unit parameters and wiring diagrams (CAT-18).

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

export function installationManual(w: DocumentWriter) {
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

export function userManual(w: DocumentWriter) {
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

export function ecuParameters(w: DocumentWriter) {
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

export function electricDiagrams(w: DocumentWriter) {
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
