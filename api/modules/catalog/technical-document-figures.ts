import type { TechnicalDocumentModel } from "./technical-document-model"

// Figures of the technical documents computed from the product's data with the usual engineering rules:
// current, cable and breaker, gas flow, clearances to walls, energy consumption.

type Product = TechnicalDocumentModel["product"]

const KCAL_PER_KWH = 859.85
const G20_KWH_PER_M3 = 9.45 // natural gas, lower heating value
const G31_KWH_PER_KG = 12.87 // propane, lower heating value

/** Electrical load in kW: the heating or cooling power, or the motor's (1 hp = 0.7355 kW). */
export function electricKw(product: Product) {
  if (product.powerKw) return product.powerKw
  if (product.horsePower) return Math.round(product.horsePower * 0.7355 * 100) / 100
  return null
}

export function electrical(product: Product) {
  const kw = electricKw(product)
  if (!product.voltage || kw === null) return null
  const three = product.voltage.startsWith("400")
  const current = three ? (kw * 1000) / (Math.sqrt(3) * 400) : (kw * 1000) / 230
  const cable = current <= 16 ? 2.5 : current <= 25 ? 4 : current <= 32 ? 6 : current <= 40 ? 10 : 16
  const breaker = [10, 16, 20, 25, 32, 40, 50, 63, 80].find((rating) => rating >= current * 1.1) ?? 100
  return { kw, current, cable, breaker }
}

export function gasFigures(product: Product) {
  if (!product.gasKcalH) return null
  const kw = product.gasKcalH / KCAL_PER_KWH
  return { kw, m3: kw / G20_KWH_PER_M3, kg: kw / G31_KWH_PER_KG }
}

export function isCold(product: Product) {
  return product.eprelClass !== null || (product.temperatureMaxC !== null && product.temperatureMaxC < 15)
}

/** Minimum distances to walls in mm: refrigeration breathes at the back, gas and heat need more room. */
export function clearancesOf(product: Product) {
  if (isCold(product)) return { side: 50, back: 100, top: 300 }
  if (product.gasKcalH) return { side: 150, back: 150, top: 800 }
  if (product.powerKw || product.steam) return { side: 100, back: 100, top: 500 }
  return { side: 20, back: 50, top: 100 }
}

// EEI in the middle of each class's band, and the reference consumption of Regulation (EU) 2015/1094
// for vertical chilled (M = 1.643, N = 609) and frozen (M = 4.928, N = 1472) storage cabinets.
const EEI_OF_CLASS: Record<string, number> = { A: 20, B: 30, C: 42, D: 62, E: 80, F: 92, G: 105 }

export function energyFigures(product: Product) {
  if (!product.eprelClass) return null
  const netLitres = Math.max(50, Math.round((product.volumeM3 ?? 0.6) * 1000 * 0.55))
  const frozen = (product.temperatureMaxC ?? 5) < 0
  const reference = frozen ? 4.928 * netLitres + 1472 : 1.643 * netLitres + 609
  const eei = EEI_OF_CLASS[product.eprelClass] ?? 100
  const annual = Math.round((reference * eei) / 100)
  return { netLitres, eei, annual, daily: annual / 365, frozen }
}

export const hash = (value: string) =>
  [...value].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7)
