// spec §5: "an unverifiable or corrected delivery address opens a review dialog; the user chooses the
// original or the corrected address". The check goes through a provider interface so a real
// address-validation service (spec §7: a third party) can replace the local one without touching the
// order process. The local provider knows the postal-code formats and the usual spellings of cities.

import type { AddressCountry, PostalAddress } from "#contract/delivery"
import { POSTAL_CODES } from "#contract/postal-codes"

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
 * Known cities per country: every spelling (in any of the shop's languages) points at the spelling of
 * the country's own post. Keys are folded (lower case, no accents, hyphens and apostrophes as spaces).
 * Brussels is bilingual; bpost writes "Bruxelles" first, so that is kept.
 */
const CITY_SPELLINGS: Record<AddressCountry, Record<string, string[]>> = {
  BE: {
    Bruxelles: [
      "bruxelles",
      "brussel",
      "brussels",
      "bruessel",
      "brussels city",
      "bruselas",
      "bruxelas",
      "bruxelles ville",
    ],
    Antwerpen: ["antwerpen", "antwerp", "anvers", "amberes", "anversa"],
    Gent: ["gent", "ghent", "gand", "gante"],
    Brugge: ["brugge", "bruges", "brujas"],
    Leuven: ["leuven", "louvain", "lovaina"],
    Mechelen: ["mechelen", "malines"],
    Liège: ["liege", "luik", "luttich", "lieja"],
    Namur: ["namur", "namen"],
    Charleroi: ["charleroi"],
    Mons: ["mons", "bergen"],
    Kortrijk: ["kortrijk", "courtrai"],
    Hasselt: ["hasselt"],
  },
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

/** The default provider: formats and spellings known locally, no network. */
export const localAddressValidator: AddressValidator = {
  // eslint-disable-next-line @typescript-eslint/require-await -- the interface is async for providers that ask a service; this one answers locally
  async validate(address) {
    const country = address.country.trim().toUpperCase()
    const rule = POSTAL_CODES[country as AddressCountry]
    if (!rule) return { status: "unverifiable", fields: ["country"] }
    const postalCode = rule.normalise(address.postal_code.trim())
    if (!rule.pattern.test(postalCode)) return { status: "unverifiable", fields: ["postal_code"] }

    const typedCity = tidy(address.city)
    const known = CITY_INDEX[country]?.get(foldName(typedCity))
    const city = known ?? titleCase(typedCity)
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
