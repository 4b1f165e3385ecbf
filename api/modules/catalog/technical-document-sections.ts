import { SANS, SANS_BOLD } from "../../lib/pdf-fonts"
import { BLUE, drawAppliance, INK, sizeOf } from "./technical-document-drawings"
import { clearancesOf, electrical, gasFigures } from "./technical-document-figures"
import type { DocumentWriter } from "./technical-document-writer"

// The pieces the technical documents' bodies share: the specification pairs, the appliance's drawing
// and the title block.

export function specPairs(w: DocumentWriter, options: { general?: boolean; energy?: boolean } = {}) {
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

export function appliance(w: DocumentWriter, height: number, withClearances = false) {
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

export function title(w: DocumentWriter) {
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
