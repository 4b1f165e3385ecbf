// ORDER-11: an unverifiable or corrected delivery address opens a review where the person chooses the
// original or the corrected address. The check goes through a provider interface so a real
// address-validation service (a third party) can replace the local one without touching the
// order process. The local provider knows the postal-code formats and the usual spellings of cities.

import type { AddressCountry, PostalAddress } from "#contract/delivery"
import { POSTAL_CODES } from "#contract/postal-codes"

import { BE_POSTAL_TOWNS } from "./be-postal-towns"
import { BE_TOWN_DISTRICTS, BE_TOWN_SPELLINGS } from "./be-town-spellings"

export type { PostalAddress }

export type AddressStatus = "verified" | "corrected" | "unverifiable"

export interface AddressCheck {
  status: AddressStatus
  /** the address as the provider would write it; present when status is "corrected" */
  corrected?: PostalAddress
  /** what made it unverifiable or what was corrected: "postal_code", "city", "country", "line1" */
  fields: string[]
}

export interface AddressValidator {
  validate(address: PostalAddress): Promise<AddressCheck>
}

/**
 * Known cities per country outside Belgium: every spelling (in any of the shop's languages) points at the
 * spelling of the country's own post. Keys are folded (lower case, no accents, hyphens and apostrophes as
 * spaces). Belgium's towns come from bpost's full list instead (be-postal-towns.ts).
 */
const CITY_SPELLINGS: Record<Exclude<AddressCountry, "BE">, Record<string, string[]>> = {
  NL: {
    Amsterdam: ["amsterdam"],
    Rotterdam: ["rotterdam"],
    "Den Haag": ["den haag", "s gravenhage", "the hague", "la haye", "l aia", "la haya", "haia"],
    Utrecht: ["utrecht"],
    Eindhoven: ["eindhoven"],
    Maastricht: ["maastricht", "maestricht"],
  },
  LU: {
    Luxembourg: ["luxembourg", "luxemburg", "letzebuerg", "lussemburgo", "luxemburgo", "luxembourg ville"],
    "Esch-sur-Alzette": ["esch sur alzette", "esch", "esch an der alzette"],
  },
  FR: {
    Paris: ["paris", "parijs", "parigi"],
    Lille: ["lille", "rijsel"],
    Lyon: ["lyon", "lyons", "lione"],
    Marseille: ["marseille", "marseilles", "marsiglia", "marsella"],
    Strasbourg: ["strasbourg", "strassburg", "strasburg", "straatsburg", "strasburgo"],
    Nice: ["nice", "nizza", "niza"],
  },
  DE: {
    Köln: ["koln", "koeln", "cologne", "keulen", "colonia"],
    München: ["munchen", "muenchen", "munich", "monaco di baviera", "munique"],
    Aachen: ["aachen", "aix la chapelle", "aken", "aquisgrana"],
    Düsseldorf: ["dusseldorf", "duesseldorf"],
    Berlin: ["berlin", "berlijn", "berlino", "berlim"],
    Hamburg: ["hamburg", "hambourg", "amburgo", "hamburgo"],
    "Frankfurt am Main": ["frankfurt am main", "frankfurt", "francfort", "francoforte"],
  },
  GB: {
    London: ["london", "londres", "londen", "londra"],
    Bristol: ["bristol"],
    Manchester: ["manchester"],
    Edinburgh: ["edinburgh", "edimbourg", "edimburgo"],
    Birmingham: ["birmingham"],
  },
}

/** lower case, accents off, ß → ss, punctuation as single spaces */
export const foldName = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()

const CITY_INDEX: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(CITY_SPELLINGS).map(([country, cities]) => [
    country,
    new Map(
      Object.entries(cities).flatMap(([canonical, spellings]) => [
        [foldName(canonical), canonical],
        ...spellings.map((spelling) => [spelling, canonical] as [string, string]),
      ]),
    ),
  ]),
)

const tidy = (value: string) => value.trim().replace(/\s+/g, " ")

/** "SINT-NIKLAAS" / "sint-niklaas" → "Sint-Niklaas": an unknown city gets its words capitalised. */
function titleCase(value: string): string {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return value
  return value.toLowerCase().replace(/(^|[\s\-'])(\p{L})/gu, (_, separator: string, letter: string) => {
    return separator + letter.toUpperCase()
  })
}

/**
 * The postal codes of the known cities of the Netherlands and Luxembourg, as ranges of their four digits:
 * the whole lists are not public the way bpost's is, so a town outside these cannot be checked against
 * its code, and the check says so instead of passing it.
 */
const CITY_CODE_RANGES: Partial<Record<AddressCountry, Record<string, [number, number][]>>> = {
  NL: {
    Amsterdam: [[1000, 1109]],
    Rotterdam: [[3000, 3089]],
    "Den Haag": [[2490, 2599]],
    Utrecht: [[3450, 3585]],
    Eindhoven: [[5600, 5658]],
    Maastricht: [[6200, 6229]],
  },
  LU: {
    Luxembourg: [[1009, 2999]],
    "Esch-sur-Alzette": [[4001, 4499]],
  },
}

interface BelgianTown {
  /** the name the check writes */
  canonical: string
  /** every folded spelling of it */
  spellings: Set<string>
}

/** postal code → the towns it serves, with their other spellings (bpost's list and the groups). */
const BE_TOWNS: Map<string, BelgianTown[]> = (() => {
  const groups = BE_TOWN_SPELLINGS.map((names) => ({
    canonical: names[0]!,
    spellings: new Set(names.map(foldName)),
  }))
  const groupOf = new Map<string, BelgianTown>()
  for (const group of groups) for (const spelling of group.spellings) groupOf.set(spelling, group)
  const towns = new Map<string, BelgianTown[]>()
  const add = (code: string, town: BelgianTown) => {
    const list = towns.get(code) ?? []
    if (!list.includes(town)) list.push(town)
    towns.set(code, list)
  }
  for (const line of BE_POSTAL_TOWNS.trim().split("\n")) {
    const [code, names] = [line.slice(0, 4), line.slice(5).split("|")]
    for (const name of names)
      add(code, groupOf.get(foldName(name)) ?? { canonical: name, spellings: new Set([foldName(name)]) })
  }
  for (const [canonical, codes] of Object.entries(BE_TOWN_DISTRICTS)) {
    const group = groupOf.get(foldName(canonical))!
    for (const code of codes) add(String(code), group)
  }
  return towns
})()

/** Whether a Belgian postal code is in bpost's list. */
export const isBelgianPostalCode = (code: string) => BE_TOWNS.has(code)

/**
 * The town a person typed, as the post writes it, when it belongs to the postal code; null when it does
 * not (or the code is not known). Only case is put right when the name is the post's own spelling.
 */
function townOfCode(country: string, postalCode: string, typedCity: string): string | null | undefined {
  const folded = foldName(typedCity)
  if (country === "BE") {
    const town = BE_TOWNS.get(postalCode)?.find((candidate) => candidate.spellings.has(folded))
    if (!town) return null
    // bpost's list writes some names oddly (Braine-L'alleud): the person's own casing of the same name
    // stays; a missing accent or another spelling becomes the post's
    return town.canonical.toLowerCase() === typedCity.toLowerCase() ? titleCase(typedCity) : town.canonical
  }
  const ranges = CITY_CODE_RANGES[country as AddressCountry]
  if (!ranges) {
    // FR, DE, GB: formats and spellings only
    return CITY_INDEX[country]?.get(folded) ?? titleCase(typedCity)
  }
  const known = CITY_INDEX[country]?.get(folded)
  // a town of the NL/LU lists we do not hold: it may well exist, but cannot be checked
  if (!known) return undefined
  const digits = Number(postalCode.replace(/\D/g, ""))
  return ranges[known]?.some(([low, high]) => digits >= low && digits <= high) ? known : null
}

/** The default provider: bpost's list for Belgium, known cities elsewhere, no network. */
export const localAddressValidator: AddressValidator = {
  // eslint-disable-next-line @typescript-eslint/require-await -- the interface is async for providers that ask a service; this one answers locally
  async validate(address) {
    const country = address.country.trim().toUpperCase()
    const rule = POSTAL_CODES[country as AddressCountry]
    if (!rule) return { status: "unverifiable", fields: ["country"] }
    const postalCode = rule.normalise(address.postal_code.trim())
    if (!rule.pattern.test(postalCode)) return { status: "unverifiable", fields: ["postal_code"] }
    // a Belgian code bpost does not use reaches nobody
    if (country === "BE" && !isBelgianPostalCode(postalCode))
      return { status: "unverifiable", fields: ["postal_code"] }

    const typedCity = tidy(address.city)
    const city = townOfCode(country, postalCode, typedCity)
    // a town of another postal code (Brussels with Gent's 9000) or no town at all: which of the two is
    // wrong cannot be told, so neither is "corrected" and the person is asked
    if (city === null) return { status: "unverifiable", fields: ["postal_code", "city"] }
    if (city === undefined) return { status: "unverifiable", fields: ["city"] }
    const corrected: PostalAddress = {
      ...address,
      line1: tidy(address.line1),
      ...(address.line2 !== undefined ? { line2: tidy(address.line2) } : {}),
      postal_code: postalCode,
      city,
      country,
    }
    const fields = (["line1", "postal_code", "city", "country"] as const).filter(
      (field) => corrected[field] !== address[field],
    )
    // spacing alone is tidied silently; a real change is shown to the person
    const shown = fields.filter(
      (field) => field !== "line1" || foldName(address.line1) !== foldName(corrected.line1),
    )
    if (shown.length === 0) return { status: "verified", fields: [] }
    return { status: "corrected", corrected, fields: shown }
  },
}
