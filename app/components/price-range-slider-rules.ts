import { PRICE_STEP } from "../lib/shop/product-list-url"

// The value math of the two-thumb price slider (PRICE-8: step 50, minimum 0, the maximum is the
// list's ceiling, the lower bound never above the upper). Pure, so the keyboard rules are unit-tested.

export type Thumb = "min" | "max"

/** A thumb's own bounds: the thumbs cannot cross (WAI-ARIA multi-thumb slider). */
export function thumbBounds(thumb: Thumb, low: number, high: number, ceiling: number) {
  return thumb === "min" ? { min: 0, max: high } : { min: low, max: ceiling }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** How far PageUp and PageDown move: ten steps (500). */
export const PRICE_PAGE = PRICE_STEP * 10

/**
 * The thumb's value after a key, or null for a key the slider leaves alone. Arrows move one step,
 * PageUp and PageDown ten, Home and End go to the thumb's own bounds.
 */
export function valueAfterKey(
  key: string,
  thumb: Thumb,
  low: number,
  high: number,
  ceiling: number,
): number | null {
  const bounds = thumbBounds(thumb, low, high, ceiling)
  const value = thumb === "min" ? low : high
  const moves: Record<string, number> = {
    ArrowRight: PRICE_STEP,
    ArrowUp: PRICE_STEP,
    ArrowLeft: -PRICE_STEP,
    ArrowDown: -PRICE_STEP,
    PageUp: PRICE_PAGE,
    PageDown: -PRICE_PAGE,
  }
  if (key === "Home") return bounds.min
  if (key === "End") return bounds.max
  const move = moves[key]
  if (move === undefined) return null
  return clamp(value + move, bounds.min, bounds.max)
}

/** The value under the pointer, at `fraction` (0–1) of the track: the nearest step within the bounds. */
export function valueAtFraction(fraction: number, thumb: Thumb, low: number, high: number, ceiling: number) {
  const bounds = thumbBounds(thumb, low, high, ceiling)
  const value = Math.round((clamp(fraction, 0, 1) * ceiling) / PRICE_STEP) * PRICE_STEP
  return clamp(value, bounds.min, bounds.max)
}

/** Which thumb a press on the track moves: the nearer one; on a tie, the one that can move that way. */
export function nearerThumb(value: number, low: number, high: number): Thumb {
  if (value < low) return "min"
  if (value > high) return "max"
  return value - low < high - value ? "min" : "max"
}

/** What a number input holds, as the server reads it: a finite number, or null when empty or unreadable. */
export function parsePrice(text: string): number | null {
  const value = text.trim() === "" ? NaN : Number(text)
  return Number.isFinite(value) ? value : null
}
