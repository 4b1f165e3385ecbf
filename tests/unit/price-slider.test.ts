import { describe, expect, test } from "vitest"

import {
  nearerThumb,
  parsePrice,
  thumbBounds,
  valueAfterKey,
  valueAtFraction,
} from "../../app/components/price-range-slider-rules"

describe("the two-thumb price slider (PRICE-8, WAI-ARIA multi-thumb slider)", () => {
  test("arrows move one step of 50, PageUp and PageDown ten", () => {
    expect(valueAfterKey("ArrowRight", "min", 100, 800, 1250)).toBe(150)
    expect(valueAfterKey("ArrowUp", "max", 100, 800, 1250)).toBe(850)
    expect(valueAfterKey("ArrowLeft", "max", 100, 800, 1250)).toBe(750)
    expect(valueAfterKey("ArrowDown", "min", 100, 800, 1250)).toBe(50)
    expect(valueAfterKey("PageUp", "min", 100, 800, 1250)).toBe(600)
    expect(valueAfterKey("PageDown", "max", 100, 800, 1250)).toBe(300)
  })

  test("values stay between 0 and the ceiling", () => {
    expect(valueAfterKey("ArrowLeft", "min", 0, 800, 1250)).toBe(0)
    expect(valueAfterKey("PageDown", "min", 300, 800, 1250)).toBe(0)
    expect(valueAfterKey("PageUp", "max", 100, 1000, 1250)).toBe(1250)
  })

  test("the thumbs cannot cross", () => {
    expect(valueAfterKey("ArrowRight", "min", 500, 500, 1250)).toBe(500)
    expect(valueAfterKey("PageUp", "min", 300, 500, 1250)).toBe(500)
    expect(valueAfterKey("ArrowLeft", "max", 500, 500, 1250)).toBe(500)
    expect(valueAfterKey("PageDown", "max", 300, 500, 1250)).toBe(300)
    expect(thumbBounds("min", 300, 500, 1250)).toEqual({ min: 0, max: 500 })
    expect(thumbBounds("max", 300, 500, 1250)).toEqual({ min: 300, max: 1250 })
  })

  test("Home and End go to the thumb's own bounds", () => {
    expect(valueAfterKey("Home", "min", 300, 500, 1250)).toBe(0)
    expect(valueAfterKey("End", "min", 300, 500, 1250)).toBe(500)
    expect(valueAfterKey("Home", "max", 300, 500, 1250)).toBe(300)
    expect(valueAfterKey("End", "max", 300, 500, 1250)).toBe(1250)
  })

  test("other keys are left alone", () => {
    expect(valueAfterKey("Tab", "min", 300, 500, 1250)).toBeNull()
    expect(valueAfterKey("a", "max", 300, 500, 1250)).toBeNull()
  })

  test("the pointer picks the nearest step, within the thumb's bounds", () => {
    expect(valueAtFraction(0.5, "max", 0, 1250, 1250)).toBe(650)
    expect(valueAtFraction(0.01, "min", 0, 1250, 1250)).toBe(0)
    expect(valueAtFraction(1.4, "max", 0, 1250, 1250)).toBe(1250)
    expect(valueAtFraction(-0.2, "min", 0, 1250, 1250)).toBe(0)
    expect(valueAtFraction(0.9, "min", 0, 500, 1250)).toBe(500)
    expect(valueAtFraction(0.1, "max", 400, 1250, 1250)).toBe(400)
  })

  test("a press on the track moves the nearer thumb", () => {
    expect(nearerThumb(100, 200, 800)).toBe("min")
    expect(nearerThumb(900, 200, 800)).toBe("max")
    expect(nearerThumb(300, 200, 800)).toBe("min")
    expect(nearerThumb(700, 200, 800)).toBe("max")
  })

  test("the number inputs are read as the server reads them", () => {
    expect(parsePrice("120")).toBe(120)
    expect(parsePrice(" 99.5 ")).toBe(99.5)
    expect(parsePrice("")).toBeNull()
    expect(parsePrice("abc")).toBeNull()
  })
})
