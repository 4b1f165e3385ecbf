import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react"

import { currencySymbol, formatMoney } from "#contract/money"

import { useTranslation } from "../lib/i18n/translation"
import { normalizePriceRange, PRICE_STEP } from "../lib/shop/product-list-url"
import * as css from "./price-range-slider.css"
import {
  nearerThumb,
  parsePrice,
  type Thumb,
  thumbBounds,
  valueAfterKey,
  valueAtFraction,
} from "./price-range-slider-rules"

const THUMBS = ["min", "max"] as const

/**
 * The price range of a product list (PRICE-8): two number inputs, which are what works
 * without scripts and what the GET form submits; after hydration a two-thumb slider (WAI-ARIA multi-thumb
 * slider pattern) bound to them: typing moves the thumbs, moving a thumb writes the inputs.
 */
export function PriceRange({
  min,
  max,
  ceiling,
  currency,
}: {
  min: number
  max: number
  ceiling: number
  currency: string | null
}) {
  const { t } = useTranslation()
  const minInput = useRef<HTMLInputElement>(null)
  const maxInput = useRef<HTMLInputElement>(null)
  // the inputs are the one source of truth; the slider shows them as the server will read them
  const read = () =>
    normalizePriceRange(
      parsePrice(minInput.current?.value ?? ""),
      parsePrice(maxInput.current?.value ?? ""),
      ceiling,
    )
  const [range, setRange] = useState({ min, max })
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    // anything typed before hydration counts
    setRange(read())
    setHydrated(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const sync = () => setRange(read())
  const move = (thumb: Thumb, value: number) => {
    const input = thumb === "min" ? minInput.current : maxInput.current
    if (input) input.value = String(value)
    sync()
  }
  const symbol = currencySymbol(currency)
  const field = (thumb: Thumb, value: number) => (
    <>
      <label htmlFor={`filter-${thumb}`}>
        {t(thumb === "min" ? "catalog.priceMin" : "catalog.priceMax", { currency: symbol })}
      </label>
      <input
        ref={thumb === "min" ? minInput : maxInput}
        id={`filter-${thumb}`}
        name={thumb}
        type="number"
        min={0}
        max={ceiling}
        step={PRICE_STEP}
        defaultValue={value}
        onChange={sync}
      />
    </>
  )
  return (
    <>
      {field("min", min)}
      {field("max", max)}
      {hydrated && ceiling > 0 ? (
        <Slider range={range} ceiling={ceiling} currency={currency} onMove={move} />
      ) : null}
    </>
  )
}

function Slider({
  range,
  ceiling,
  currency,
  onMove,
}: {
  range: { min: number; max: number }
  ceiling: number
  currency: string | null
  onMove: (thumb: Thumb, value: number) => void
}) {
  const { t } = useTranslation()
  const thumbs = { min: useRef<HTMLDivElement>(null), max: useRef<HTMLDivElement>(null) }
  const dragging = useRef<Thumb | null>(null)
  const [dragged, setDragged] = useState(false)
  const percent = (value: number) => (value / ceiling) * 100
  const fraction = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return (event.clientX - box.left) / box.width
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    const target = THUMBS.find((thumb) => thumbs[thumb].current === event.target)
    const under = valueAtFraction(fraction(event), "max", 0, ceiling, ceiling)
    // overlapping thumbs: take the one that can still move
    const thumb =
      target && range.min !== range.max
        ? target
        : range.min === range.max
          ? under < range.min || range.min === ceiling
            ? "min"
            : "max"
          : nearerThumb(under, range.min, range.max)
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    dragging.current = thumb
    setDragged(true)
    thumbs[thumb].current?.focus()
    onMove(thumb, valueAtFraction(fraction(event), thumb, range.min, range.max, ceiling))
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const thumb = dragging.current
    if (thumb) onMove(thumb, valueAtFraction(fraction(event), thumb, range.min, range.max, ceiling))
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = null
    setDragged(false)
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId)
  }
  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter applies the filters, as it does in the number inputs (the form's implicit submission)
    if (event.key === "Enter") {
      event.preventDefault()
      event.currentTarget.closest("form")?.requestSubmit()
      return
    }
    const value = valueAfterKey(event.key, thumb, range.min, range.max, ceiling)
    if (value === null) return
    event.preventDefault()
    onMove(thumb, value)
  }

  return (
    <div
      className={css.track}
      data-dragging={dragged ? "" : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={css.rail} />
      <div
        className={css.fill}
        style={{ left: `${percent(range.min)}%`, width: `${percent(range.max - range.min)}%` }}
      />
      {THUMBS.map((thumb) => {
        const value = range[thumb]
        const bounds = thumbBounds(thumb, range.min, range.max, ceiling)
        return (
          <div
            key={thumb}
            ref={thumbs[thumb]}
            role="slider"
            tabIndex={0}
            className={css.thumb}
            style={{ left: `${percent(value)}%` }}
            aria-label={t(thumb === "min" ? "catalog.minimumPrice" : "catalog.maximumPrice")}
            aria-orientation="horizontal"
            aria-valuemin={bounds.min}
            aria-valuemax={bounds.max}
            aria-valuenow={value}
            aria-valuetext={formatMoney(value * 100, currency === "GBP" ? "GBP" : "EUR")}
            onKeyDown={onKeyDown(thumb)}
          />
        )
      })}
    </div>
  )
}
