import { describe, expect, test } from "vitest"

import { isPostalCodeValid } from "#contract/postal-codes"

import { foldName, localAddressValidator } from "../../api/modules/orders/address-validation"

const address = (postal_code: string, city: string, country: string, line1 = "Industrieweg 8") => ({
  line1,
  postal_code,
  city,
  country,
})

describe("the local address validator (spec §5: corrected or unverifiable addresses are reviewed)", () => {
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

  test("names are compared without case, accents or punctuation", () => {
    expect(foldName("Liège")).toBe("liege")
    expect(foldName("'s-Gravenhage")).toBe("s gravenhage")
    expect(foldName("Straße")).toBe("strasse")
  })
})
