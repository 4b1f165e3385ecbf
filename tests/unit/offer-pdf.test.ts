import { extractTextItems, getDocumentProxy } from "unpdf"
import { describe, expect, test } from "vitest"

import type { OfferCountry } from "#contract/offer-rules"

import { pdfMoney } from "../../api/lib/pdf-document"
import { offerPdfFileName, type OfferPdfModel, renderOfferPdf } from "../../api/modules/offers/offer-pdf"
import { type OfferLineAmounts, offerTotals, priceOfferLine } from "../../api/modules/pricing/offer-totals"
import { pdfText } from "../support/pdf-text"

// The offer's PDF read back by a real PDF parser: what the end customer sees, what only the partner's own
// copy shows, and a long offer over several pages.

interface LineInput extends Partial<OfferLineAmounts> {
  itemId: string
  name: string
  sellingCents: number
}

interface ModelInput {
  locale?: OfferPdfModel["locale"]
  variant?: OfferPdfModel["variant"]
  state?: OfferPdfModel["offer"]["state"]
  currency?: "EUR" | "GBP"
  showOnlyCatalogPrice?: boolean
  globalDiscountBasisPoints?: number
  transportCents?: number
  country?: OfferCountry
  lines: LineInput[]
}

function model(input: ModelInput): OfferPdfModel {
  const showOnlyCatalogPrice = input.showOnlyCatalogPrice ?? false
  const amounts = input.lines.map((line): OfferLineAmounts => ({
    quantity: 1,
    catalogCents: line.sellingCents,
    purchaseCents: null,
    discountBasisPoints: 0,
    productTaxCents: 0,
    additionalTaxCents: 0,
    additionalTaxName: null,
    ...line,
  }))
  const saved = (input.state ?? "saved") === "saved"
  return {
    locale: input.locale ?? "en",
    variant: input.variant ?? "customer",
    offer: {
      number: "OF-00012",
      state: saved ? "saved" : "created",
      date: "2026-11-24T15:30:00.000Z",
      validUntil: saved ? "2026-12-24" : null,
      reference: "Brasserie De Kroon – kitchen 2027",
      currency: input.currency ?? "EUR",
      showOnlyCatalogPrice,
    },
    seller: {
      name: "Horeca Groothandel Vlaanderen",
      lines: [
        "Industrieweg 12",
        "9000 Gent",
        "Belgium",
        "VAT number: BE0456789123",
        "Phone: +32 9 123 45 67",
        "E-mail: sales@horeca-vlaanderen.example",
      ],
    },
    customer: {
      name: "Brasserie De Kroon",
      lines: ["Grote Markt 1", "2000 Antwerpen", "Belgium"],
      vatNumber: "BE0123456749",
      telephone: "+32 3 987 65 43",
      additionalInformation:
        "Delivery through the back entrance, Kloosterstraat side, between 7:00 and 10:00 only. Please call the chef the day before.",
    },
    lines: input.lines.map((line, index) => {
      const amount = amounts[index]!
      const priced = priceOfferLine(amount, showOnlyCatalogPrice)
      return {
        position: index + 1,
        itemId: line.itemId,
        name: line.name,
        quantity: amount.quantity,
        unitCents: priced.unitCents,
        discountBasisPoints: priced.discountBasisPoints,
        reducedCents: priced.reducedCents,
        lineCents: priced.lineCents,
        purchaseCents: amount.purchaseCents,
      }
    }),
    totals: offerTotals(amounts, {
      currency: input.currency ?? "EUR",
      showOnlyCatalogPrice,
      globalDiscountBasisPoints: input.globalDiscountBasisPoints ?? 0,
      transportCents: input.transportCents ?? 0,
      country: input.country ?? "BE",
    }),
  }
}

// purchase prices no selling amount or total can be mistaken for
const LINES: LineInput[] = [
  {
    itemId: "FRY3-070B-2",
    name: "Electric fryer 2 × 10 l on open cabinet",
    quantity: 2,
    sellingCents: 249_900,
    catalogCents: 289_900,
    purchaseCents: 176_543,
    discountBasisPoints: 1250,
    productTaxCents: 1_500,
  },
  {
    itemId: "R0100007",
    name: "Heating element 3,5 kW",
    quantity: 3,
    sellingCents: 8_950,
    catalogCents: 9_950,
    purchaseCents: 5_321,
    additionalTaxCents: 120,
    additionalTaxName: "Recupel",
  },
  {
    itemId: "OVN6-090A",
    name: "Combi steamer 6 × GN 1/1 with core temperature probe, automatic cleaning and a long description that wraps over several lines in its column",
    quantity: 1,
    sellingCents: 1_198_000,
    catalogCents: 1_249_000,
    purchaseCents: 887_766,
  },
]

const text = async (offer: OfferPdfModel) => {
  const parsed = await pdfText(await renderOfferPdf(offer))
  return { pages: parsed.pages, text: parsed.text.replace(/\s+/g, " ") }
}

describe("the offer's PDF", () => {
  test("the customer's copy names the offer, the customer, every line and the total, and its validity", async () => {
    const offer = model({ lines: LINES, globalDiscountBasisPoints: 500, transportCents: 4_500 })
    const { text: pdf, pages } = await text(offer)
    expect(pages).toBe(1)
    expect(pdf).toContain("Offer")
    expect(pdf).toContain("OF-00012")
    expect(pdf).toContain("Horeca Groothandel Vlaanderen")
    expect(pdf).toContain("Brasserie De Kroon")
    expect(pdf).toContain("BE0123456749")
    expect(pdf).toContain("Kloosterstraat")
    for (const line of LINES) {
      expect(pdf).toContain(line.itemId)
      expect(pdf).toContain(line.name)
    }
    expect(pdf).toContain("12,5 %")
    expect(pdf).toContain("Overall discount")
    expect(pdf).toContain(`Transport costs ${pdfMoney(4_500, "EUR")}`)
    expect(pdf).toContain(`Maritime extra cost ${pdfMoney(3_000, "EUR")}`)
    expect(pdf).toContain(`Recupel ${pdfMoney(360, "EUR")}`)
    expect(pdf).toContain("VAT 21 %")
    expect(pdf).toContain(pdfMoney(offer.totals.totalCents, "EUR"))
    expect(pdf).toContain("€")
    expect(pdf).toContain("Valid until: 24 December 2026")
    expect(pdf).toContain("This offer is valid until 24 December 2026.")
    expect(pdf).toContain("Prices in EUR.")
    expect(pdf).toContain("Page 1 of 1")
    expect(pdf).not.toContain("Draft")
  })

  test("only the partner's internal copy shows purchase prices and the margin", async () => {
    const customer = (await text(model({ lines: LINES }))).text
    const internal = (await text(model({ lines: LINES, variant: "internal" }))).text
    const totals = model({ lines: LINES }).totals
    const secrets = [176_543, 5_321, 887_766, totals.purchaseTotalCents!, totals.marginCents!].map((cents) =>
      pdfMoney(cents, "EUR"),
    )
    for (const amount of secrets) {
      expect(customer).not.toContain(amount)
      expect(internal).toContain(amount)
    }
    for (const word of ["Purchase", "Margin", "Internal"]) {
      expect(customer).not.toContain(word)
      expect(internal).toContain(word)
    }
  })

  test("an offer still being written is marked as a draft", async () => {
    const { text: pdf } = await text(model({ lines: LINES, state: "created" }))
    expect(pdf).toContain("Draft: not saved yet")
    expect(pdf).not.toContain("Valid until")
    expect(pdf).toContain("Once saved, this offer is valid for 30 days.")
  })

  test("a 60-line offer runs over several pages, the header on each, the page numbers in the footer", async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      itemId: `ZX${String(index + 1).padStart(4, "0")}`,
      name:
        index % 7 === 0
          ? `Stainless steel work table ${index + 1} with undershelf, splashback and adjustable feet`
          : `Gastronorm pan ${index + 1}`,
      quantity: (index % 5) + 1,
      sellingCents: 10_000 + index * 137,
      purchaseCents: 7_000 + index * 91,
      discountBasisPoints: index % 3 === 0 ? 1000 : 0,
    }))
    const bytes = await renderOfferPdf(model({ lines, variant: "internal" }))
    const { pages, text: raw } = await pdfText(bytes)
    const pdf = raw.replace(/\s+/g, " ")
    expect(pages).toBeGreaterThanOrEqual(2)
    for (const line of lines) expect(pdf.match(new RegExp(`\\b${line.itemId}\\b`, "g"))).toHaveLength(1)
    expect(pdf).toContain(`Page 1 of ${pages}`)
    expect(pdf).toContain(`Page ${pages} of ${pages}`)

    const { items } = await extractTextItems(await getDocumentProxy(new Uint8Array(bytes)))
    expect(items).toHaveLength(pages)
    items.forEach((page, index) => {
      const words = page.filter((item) => item.str.trim())
      // the lines' header on every page that has lines
      if (index < pages - 1) expect(words.map((item) => item.str)).toContain("Description")
      // nothing but the page number in the bottom margin (50 pt), nothing beyond the page either
      const low = words.filter((item) => item.y < 50)
      expect(low.map((item) => item.str)).toEqual([`Page ${index + 1} of ${pages}`])
      // and at the top only the internal copy's mark (OFFER-13) rises into the margin
      const high = words.filter((item) => item.y > 842 - 40)
      expect(high.map((item) => item.str)).toEqual(["Internal copy: not for the customer"])
      expect(words.every((item) => item.y > 0 && item.y < 842 - 15)).toBe(true)
    })
  })

  test("with catalogue prices only there is no discount column", async () => {
    const offer = model({ lines: LINES, showOnlyCatalogPrice: true, globalDiscountBasisPoints: 500 })
    const { text: pdf } = await text(offer)
    expect(pdf).not.toContain("Discount")
    expect(pdf).not.toContain("discount")
    expect(pdf).not.toContain("12,5 %")
    expect(pdf).toContain(pdfMoney(289_900, "EUR"))
    expect(pdf).toContain(pdfMoney(offer.totals.totalCents, "EUR"))
  })

  test("without any discount there is no discount column either", async () => {
    const lines = LINES.map((line) => ({ ...line, discountBasisPoints: 0 }))
    expect((await text(model({ lines }))).text).not.toContain("Discount")
  })

  test("a GBP offer is in pounds, a Swiss customer's VAT has a decimal comma", async () => {
    const offer = model({ lines: LINES, currency: "GBP", country: "CH" })
    const { text: pdf } = await text(offer)
    expect(pdf).toContain("£")
    expect(pdf).not.toContain("€")
    expect(pdf).toContain(pdfMoney(offer.totals.totalCents, "GBP"))
    expect(pdf).toContain("VAT 8,1 %")
    expect(pdf).toContain("Prices in GBP.")
  })

  test("a French offer speaks French", async () => {
    const { text: pdf } = await text(model({ lines: LINES, locale: "fr", transportCents: 2_000 }))
    expect(pdf).toContain("Offre")
    expect(pdf).toContain("Offre à")
    expect(pdf).toContain("Prix unitaire")
    expect(pdf).toContain("Remise")
    expect(pdf).toContain("Frais de transport")
    expect(pdf).toContain("TVA 21 %")
    expect(pdf).toContain("Total TVAC")
    expect(pdf).toContain("Cette offre est valable jusqu’au 24 décembre 2026.")
    expect(pdf).toContain("Page 1 sur 1")
    expect(pdf).not.toContain("Marge")
  })

  test("the same offer gives the same bytes", async () => {
    const offer = model({ lines: LINES, variant: "internal" })
    const [first, second] = await Promise.all([renderOfferPdf(offer), renderOfferPdf(structuredClone(offer))])
    expect(first.equals(second)).toBe(true)
  })

  test("the two files have distinct names in the page's language; the internal one says so", () => {
    expect(offerPdfFileName("OF-00012", "customer", "en")).toBe("offer-OF-00012.pdf")
    expect(offerPdfFileName("OF-00012", "internal", "en")).toBe("offer-OF-00012-internal-copy.pdf")
    expect(offerPdfFileName("OF-00012", "customer", "de")).toBe("Angebot-OF-00012.pdf")
    expect(offerPdfFileName("OF-00012", "internal", "de")).toBe("Angebot-OF-00012-interne-Kopie.pdf")
    expect(offerPdfFileName("OF-00012", "internal", "fr")).toBe("offre-OF-00012-copie-interne.pdf")
    expect(offerPdfFileName("OF-00012", "internal", "nl")).toBe("offerte-OF-00012-interne-kopie.pdf")
    for (const locale of ["en", "fr", "nl", "de", "it", "es", "pt"] as const)
      expect(offerPdfFileName("OF-00012", "internal", locale)).not.toBe(
        offerPdfFileName("OF-00012", "customer", locale),
      )
  })

  test("every page of the internal copy says it is not for the customer; the customer's copy never", async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      itemId: `ZX${String(index + 1).padStart(4, "0")}`,
      name: `Gastronorm pan ${index + 1}`,
      sellingCents: 10_000 + index * 137,
      purchaseCents: 7_000 + index * 91,
    }))
    const pagesOf = async (variant: OfferPdfModel["variant"], locale: OfferPdfModel["locale"] = "en") => {
      const bytes = await renderOfferPdf(model({ lines, variant, locale }))
      const { items } = await extractTextItems(await getDocumentProxy(new Uint8Array(bytes)))
      return items.map((page) => page.map((item) => item.str).join(" "))
    }
    const internal = await pagesOf("internal")
    expect(internal.length).toBeGreaterThanOrEqual(2)
    for (const page of internal) expect(page).toContain("Internal copy: not for the customer")
    for (const page of await pagesOf("internal", "de"))
      expect(page).toContain("Interne Kopie: nicht für den Kunden")
    for (const page of await pagesOf("customer")) expect(page).not.toContain("Internal")
  })
})
