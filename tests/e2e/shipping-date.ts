import type { Page } from "@playwright/test"

import { addDays, type Day, formatDay, isWeekend, shippingWindow } from "#contract/shipping-date"

import { expect } from "./fixtures"

// The order's shipping date as a journey picks it (ORDER-5, ORDER-6), shared by the order journeys of
// one server and of several processes.

/** The first weekday a shipping date may take (tomorrow or later, Brussels time). */
export function firstShippingDay() {
  let day = shippingWindow(new Date()).earliest
  while (isWeekend(day)) day = addDays(day, 1)
  return day
}

/** A day as the calendar names its cells in English (British variant): "Monday 23 November 2026". */
export const longDate = (day: Day) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${formatDay(day)}T12:00:00Z`),
  )

/** Picks the first shipping date: the calendar with scripts, the date input without. */
export async function pickShippingDate(page: Page, scripts: boolean) {
  const day = firstShippingDay()
  const main = page.getByRole("main")
  if (!scripts) {
    await main.getByLabel("Shipping date").fill(formatDay(day))
    return
  }
  const grid = main.getByRole("grid", { name: /Shipping date/ })
  const label = longDate(day)
  // the calendar opens on the month of the date chosen before, which may be the next one (the last
  // week of a month): back to the month of the first shipping day
  const cell = grid.getByRole("gridcell", { name: label })
  if (!(await cell.count())) await main.getByRole("button", { name: "Previous month" }).click()
  await cell.click()
  await expect(main.getByText(`Chosen date: ${label}`)).toBeVisible()
}
