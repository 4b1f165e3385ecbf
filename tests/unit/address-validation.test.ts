import { describe, expect, test } from "vitest"

import { isPostalCodeValid } from "#contract/postal-codes"

import {
  foldName,
  isBelgianPostalCode,
  localAddressValidator,
} from "../../api/modules/orders/address-validation"
import { BE_POSTAL_TOWNS } from "../../api/modules/orders/be-postal-towns"

const address = (postal_code: string, city: string, country: string, line1 = "Industrieweg 8") => ({
  line1,
  postal_code,
  city,
  country,
})

describe("the local address validator (ORDER-11: corrected or unverifiable addresses are reviewed)", () => {
  test("a well-written address is verified", async () => {
    for (const [code, city, country] of [
      ["9000", "Gent", "BE"],
      ["1012 AB", "Amsterdam", "NL"],
      ["L-1111", "Luxembourg", "LU"],
      ["75001", "Paris", "FR"],
      ["50667", "Köln", "DE"],
      ["BS1 4DJ", "Bristol", "GB"],
    ] as const)
      expect(await localAddressValidator.validate(address(code, city, country))).toEqual({
        status: "verified",
        fields: [],
      })
  })

  test("other spellings of a known city become the local one (Brussels keeps bpost's Bruxelles)", async () => {
    const cases: [string, string, string, string][] = [
      ["1000", "brussel", "BE", "Bruxelles"],
      ["9000", "GHENT", "BE", "Gent"],
      ["4000", "Liege", "BE", "Liège"],
      ["50667", "koeln", "DE", "Köln"],
      ["80331", "Munich", "DE", "München"],
      ["2511 AB", "the hague", "NL", "Den Haag"],
      ["SW1A 1AA", "londres", "GB", "London"],
    ]
    for (const [code, city, country, expected] of cases) {
      const check = await localAddressValidator.validate(address(code, city, country))
      expect(check.status).toBe("corrected")
      expect(check.corrected?.city).toBe(expected)
      expect(check.fields).toContain("city")
    }
  })

  test("an unknown city written in one case gets its words capitalised", async () => {
    const check = await localAddressValidator.validate(address("9100", "SINT-NIKLAAS", "BE"))
    expect(check).toMatchObject({
      status: "corrected",
      corrected: { city: "Sint-Niklaas" },
      fields: ["city"],
    })
    expect((await localAddressValidator.validate(address("9100", "Sint-Niklaas", "BE"))).status).toBe(
      "verified",
    )
  })

  test("postal codes are written as the post writes them", async () => {
    expect(
      (await localAddressValidator.validate(address("1012ab", "Amsterdam", "NL"))).corrected?.postal_code,
    ).toBe("1012 AB")
    expect(
      (await localAddressValidator.validate(address("sw1a1aa", "London", "GB"))).corrected?.postal_code,
    ).toBe("SW1A 1AA")
    expect(
      (await localAddressValidator.validate(address("1111", "Luxembourg", "LU"))).corrected?.postal_code,
    ).toBe("L-1111")
    expect(
      (await localAddressValidator.validate(address("B-9000", "Gent", "BE"))).corrected?.postal_code,
    ).toBe("9000")
  })

  test("a postal code that does not fit the country, or an unknown country, is unverifiable", async () => {
    expect(await localAddressValidator.validate(address("123", "Gent", "BE"))).toEqual({
      status: "unverifiable",
      fields: ["postal_code"],
    })
    expect((await localAddressValidator.validate(address("1000", "Gent", "FR"))).status).toBe("unverifiable")
    expect(await localAddressValidator.validate(address("1000", "Bern", "CH"))).toEqual({
      status: "unverifiable",
      fields: ["country"],
    })
    expect(isPostalCodeValid("NL", "0123 AB")).toBe(false)
    expect(isPostalCodeValid("DE", "50667")).toBe(true)
  })

  test("extra spaces in the street are tidied without asking", async () => {
    const check = await localAddressValidator.validate(address("9000", "Gent", "BE", "  Industrieweg   8 "))
    expect(check.status).toBe("verified")
  })

  test("a Belgian town is checked against bpost's towns of its postal code", async () => {
    // Gent's code with Brussels is not "corrected" to either: the person is asked
    for (const city of ["Brussels", "Bruxelles", "Antwerpen"])
      expect(await localAddressValidator.validate(address("9000", city, "BE"))).toEqual({
        status: "unverifiable",
        fields: ["postal_code", "city"],
      })
    // an invented town, and an invented street in it
    expect(
      await localAddressValidator.validate(address("9000", "Blorpville", "BE", "Nergensstraat 999")),
    ).toEqual({ status: "unverifiable", fields: ["postal_code", "city"] })
    // a code of the right form that bpost does not use
    expect(await localAddressValidator.validate(address("1001", "Bruxelles", "BE"))).toEqual({
      status: "unverifiable",
      fields: ["postal_code"],
    })
    // towns of the list, the districts of a city written with the city's name
    for (const [code, city] of [
      ["9000", "Gent"],
      ["9051", "Gent"],
      ["9051", "Sint-Denijs-Westrem"],
      ["2100", "Deurne"],
      ["2100", "Antwerpen"],
      ["1050", "Ixelles"],
      ["3500", "Hasselt"],
      ["9600", "Ronse"],
      ["6700", "Arlon"],
      ["1420", "Braine-l'Alleud"],
    ])
      expect(await localAddressValidator.validate(address(code!, city!, "BE")), `${code} ${city}`).toEqual({
        status: "verified",
        fields: [],
      })
  })

  test("another language's spelling of the code's own town becomes the post's", async () => {
    const cases: [string, string, string][] = [
      ["9000", "Gand", "Gent"],
      ["1050", "Elsene", "Ixelles"],
      ["1000", "Brüssel", "Bruxelles"],
      ["2000", "Anvers", "Antwerpen"],
      ["4000", "Luik", "Liège"],
      ["7000", "Bergen", "Mons"],
      ["3000", "Louvain", "Leuven"],
      ["5000", "Namen", "Namur"],
      ["8500", "Courtrai", "Kortrijk"],
      ["2800", "Malines", "Mechelen"],
      ["8000", "Bruges", "Brugge"],
      ["7500", "Doornik", "Tournai"],
      ["6700", "Aarlen", "Arlon"],
      ["9600", "Renaix", "Ronse"],
    ]
    for (const [code, city, expected] of cases)
      expect(
        await localAddressValidator.validate(address(code, city, "BE")),
        `${code} ${city}`,
      ).toMatchObject({
        status: "corrected",
        corrected: { city: expected, postal_code: code },
        fields: ["city"],
      })
  })

  test("in the Netherlands and Luxembourg a known city must fit its code; other towns are unverifiable", async () => {
    expect(await localAddressValidator.validate(address("1012 AB", "Rotterdam", "NL"))).toEqual({
      status: "unverifiable",
      fields: ["postal_code", "city"],
    })
    expect(await localAddressValidator.validate(address("1506 AB", "Zaandam", "NL"))).toEqual({
      status: "unverifiable",
      fields: ["city"],
    })
    expect((await localAddressValidator.validate(address("L-4010", "Esch-sur-Alzette", "LU"))).status).toBe(
      "verified",
    )
    expect(await localAddressValidator.validate(address("L-1111", "Esch", "LU"))).toEqual({
      status: "unverifiable",
      fields: ["postal_code", "city"],
    })
    expect(await localAddressValidator.validate(address("L-9530", "Wiltz", "LU"))).toEqual({
      status: "unverifiable",
      fields: ["city"],
    })
  })

  test("bpost's list is whole: every Belgian code from 1000 to 9992 in use", () => {
    const codes = BE_POSTAL_TOWNS.trim()
      .split("\n")
      .map((line) => line.slice(0, 4))
    expect(codes.length).toBeGreaterThan(1100)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[1-9]\d{3}$/)
    for (const code of ["1000", "2000", "3000", "4000", "5000", "6000", "7000", "8000", "9000", "9992"])
      expect(isBelgianPostalCode(code)).toBe(true)
  })

  test("names are compared without case, accents or punctuation", () => {
    expect(foldName("Liège")).toBe("liege")
    expect(foldName("'s-Gravenhage")).toBe("s gravenhage")
    expect(foldName("Straße")).toBe("strasse")
  })
})
