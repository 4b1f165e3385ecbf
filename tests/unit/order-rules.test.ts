import { describe, expect, test } from "vitest"

import { expressReasons, ineligibleForExpress } from "#contract/express"
import {
  brusselsInstant,
  checkShippingDate,
  expressDispatchDay,
  formatDay,
  shippingWindow,
} from "#contract/shipping-date"

// Wednesday 18 November 2026, 10:00 in Brussels (UTC+1 in winter)
const wednesdayMorning = new Date("2026-11-18T09:00:00Z")
const wednesdayAfternoon = new Date("2026-11-18T13:00:00Z")
const fridayAfternoon = new Date("2026-11-20T14:00:00Z")

describe("shipping date (ORDER-5, ORDER-6)", () => {
  test("tomorrow at the earliest, 8 weeks at the latest", () => {
    const { earliest, latest } = shippingWindow(wednesdayMorning)
    expect(formatDay(earliest)).toBe("2026-11-19")
    expect(formatDay(latest)).toBe("2027-01-13")
    expect(checkShippingDate("2026-11-18 00:00:00", wednesdayMorning)).toBe("past")
    expect(checkShippingDate("2026-11-19 00:00:00", wednesdayMorning)).toBeNull()
    expect(checkShippingDate("2027-01-13 00:00:00", wednesdayMorning)).toBeNull()
    expect(checkShippingDate("2027-01-14 00:00:00", wednesdayMorning)).toBe("too_late")
  })

  test("weekends are refused", () => {
    expect(checkShippingDate("2026-11-21 00:00:00", wednesdayMorning)).toBe("weekend")
    expect(checkShippingDate("2026-11-22 00:00:00", wednesdayMorning)).toBe("weekend")
    expect(checkShippingDate("2026-11-23 00:00:00", wednesdayMorning)).toBeNull()
  })

  test("only yyyy-MM-dd HH:mm:ss of a real day", () => {
    expect(checkShippingDate("2026-11-23", wednesdayMorning)).toBe("format")
    expect(checkShippingDate("23/11/2026 00:00:00", wednesdayMorning)).toBe("format")
    expect(checkShippingDate("2026-02-30 00:00:00", wednesdayMorning)).toBe("format")
  })

  test("the day is counted in Brussels: 23:30 UTC on Wednesday is already Thursday there", () => {
    expect(checkShippingDate("2026-11-19 00:00:00", new Date("2026-11-18T23:30:00Z"))).toBe("past")
  })

  test("a Brussels wall-clock time is stored as its instant, in winter and summer time", () => {
    expect(brusselsInstant("2026-11-23 00:00:00").toISOString()).toBe("2026-11-22T23:00:00.000Z")
    expect(brusselsInstant("2026-07-01 12:00:00").toISOString()).toBe("2026-07-01T10:00:00.000Z")
  })

  test("express parcels leave the same day before 12:00 Brussels time, else the next weekday", () => {
    expect(formatDay(expressDispatchDay(wednesdayMorning))).toBe("2026-11-18")
    expect(formatDay(expressDispatchDay(wednesdayAfternoon))).toBe("2026-11-19")
    expect(formatDay(expressDispatchDay(fridayAfternoon))).toBe("2026-11-23")
  })
})

const eligible = {
  itemType: "products" as const,
  itemId: "P-1",
  name: "Toaster",
  isUpsReady: true,
  expressRestriction: null,
  grossWeightKg: 12,
  sizeMm: [400, 300, 250] as [number, number, number],
}

describe("express delivery (ORDER-7, ORDER-8)", () => {
  test("an UPS-ready parcel within 50×50×50 cm and 30 kg to Benelux, France or Germany is eligible", () => {
    for (const country of ["BE", "NL", "LU", "FR", "DE"])
      expect(expressReasons(eligible, country)).toEqual([])
    expect(expressReasons({ ...eligible, sizeMm: [500, 500, 500], grossWeightKg: 30 }, "BE")).toEqual([])
  })

  test("every reason an item is kept off express is named", () => {
    expect(expressReasons(eligible, "GB")).toEqual(["country"])
    expect(expressReasons({ ...eligible, isUpsReady: false }, "BE")).toEqual(["not_ups_ready"])
    expect(expressReasons({ ...eligible, expressRestriction: "glass" }, "BE")).toEqual(["restriction"])
    expect(expressReasons({ ...eligible, sizeMm: [510, 300, 200] }, "BE")).toEqual(["size"])
    expect(expressReasons({ ...eligible, grossWeightKg: 30.5 }, "BE")).toEqual(["weight"])
    expect(expressReasons({ ...eligible, sizeMm: null }, "BE")).toEqual(["unknown_size"])
  })

  test("spare parts are judged by weight only", () => {
    const part = {
      ...eligible,
      itemType: "spare-parts" as const,
      itemId: "SP-1",
      sizeMm: null,
      grossWeightKg: 2,
    }
    expect(expressReasons(part, "DE")).toEqual([])
    expect(expressReasons({ ...part, expressRestriction: "liquid" }, "DE")).toEqual(["restriction"])
  })

  test("the delivery lists only the items that are not eligible", () => {
    const items = ineligibleForExpress(
      [eligible, { ...eligible, itemId: "P-2", name: "Glass door", expressRestriction: "quartz" }],
      "FR",
    )
    expect(items).toEqual([{ type: "products", id: "P-2", name: "Glass door", reasons: ["restriction"] }])
  })
})
