import { describe, expect, test } from "vitest"

import { TECH_DOC_TYPES } from "../../api/modules/catalog/catalog.schema"
import type { TechnicalDocumentModel } from "../../api/modules/catalog/technical-document-model"
import { renderTechnicalDocumentPdf } from "../../api/modules/catalog/technical-document-pdf"
import {
  type DocLanguage,
  TECHNICAL_DOCUMENT_TEXTS,
} from "../../api/modules/catalog/technical-document-texts"
import { pdfText } from "../support/pdf-text"

// Each technical document type rendered from a model and read back by a real PDF parser: the product's
// data and the language's own characters print (the embedded font has "–", "ß", "é", "œ"), every
// document has at least two pages, and the same model gives the same bytes.

const NAMES: Record<DocLanguage, string> = {
  en: "Refrigerated cabinet – 700 l, Heart line, 700 mm",
  fr: "Armoire réfrigérée – 700 l, ligne Cœur, 700 mm",
  nl: "Koelkast – 700 l, lijn Hart, 700 mm",
  de: "Kühlschrank – 700 l, Linie Großküche, 700 mm",
}

function model(
  type: TechnicalDocumentModel["document"]["type"],
  language: DocLanguage,
  product: Partial<TechnicalDocumentModel["product"]> = {},
): TechnicalDocumentModel {
  return {
    document: { id: 7, type, language, fileName: "URS1-070A.pdf", issuedOn: "2026-10-12" },
    company: {
      name: "Belcater Pro",
      street: "Rue de l'Industrie 12",
      city: "1300 Wavre",
      country: "Belgique",
      phone: "+32 10 24 00 00",
      email: "info@belcater.example",
      vat: "BE 0123.456.789",
    },
    product: {
      id: "URS1-070A",
      name: NAMES[language],
      description: "Stainless-steel cabinet, solid door.",
      reference: "URS-STD-700",
      brand: "Belcater Pro 01",
      category: "Refrigeration",
      range: "Cabinets",
      family: "Cold",
      line: "Standard",
      widthMm: 700,
      depthMm: 820,
      heightMm: 2050,
      weightKg: 120.5,
      volumeM3: 1.354,
      powerKw: 0.5,
      horsePower: null,
      gasKcalH: null,
      steam: false,
      voltage: "230V 1N~",
      temperatureMinC: -2,
      temperatureMaxC: 8,
      eprelClass: "C",
      ...product,
    },
    spareParts: [
      { id: "R0100007", name: "Türdichtung – Größe L" },
      { id: "R0100014", name: "Thermostat" },
    ],
  }
}

const words = (text: string) => text.replace(/\s+/g, " ")

describe("technical document PDFs", () => {
  test.each(TECH_DOC_TYPES)(
    "%s: in German and French, with the product's data and the language's characters",
    async (type) => {
      for (const language of ["de", "fr"] as const) {
        const { pages, text } = await pdfText(await renderTechnicalDocumentPdf(model(type, language)))
        const content = words(text)
        expect(pages).toBeGreaterThanOrEqual(2)
        expect(content).toContain("URS1-070A")
        expect(content).toContain(NAMES[language])
        expect(content).toContain(TECHNICAL_DOCUMENT_TEXTS[language].titles[type])
        expect(content).toContain(language === "de" ? "Seite 2 von" : "Page 2 sur")
        expect(content).not.toContain("?")
      }
    },
  )

  test("the figures come from the product: dimensions, supply, current, energy class", async () => {
    const sheet = words(
      (
        await pdfText(
          await renderTechnicalDocumentPdf(
            model("technical-data-sheet", "en", { voltage: "400V 3N~", powerKw: 18.5 }),
          ),
        )
      ).text,
    )
    expect(sheet).toContain("700 × 820 × 2050 mm")
    expect(sheet).toContain("400V 3N~")
    expect(sheet).toContain("18.5 kW")
    // 18.5 kW on three phases at 400 V: 26.7 A
    expect(sheet).toContain("26.7 A")
    const gas = words(
      (
        await pdfText(
          await renderTechnicalDocumentPdf(
            model("installation-manual", "de", {
              voltage: null,
              powerKw: null,
              gasKcalH: 12_000,
              eprelClass: null,
            }),
          ),
        )
      ).text,
    )
    // 12 000 kcal/h = 14,0 kW: 1,48 m³/h of natural gas
    expect(gas).toContain("14,0 kW")
    expect(gas).toContain("1,48 m³/h")
    const label = words((await pdfText(await renderTechnicalDocumentPdf(model("energy-label", "fr")))).text)
    expect(label).toContain("Classe d’efficacité énergétique")
    expect(label).toMatch(/kWh\/a/)
  })

  test("the exploded view lists the product's spare parts; without any it says so", async () => {
    const withParts = words(
      (await pdfText(await renderTechnicalDocumentPdf(model("exploded-view", "de")))).text,
    )
    expect(withParts).toContain("R0100007")
    expect(withParts).toContain("Türdichtung – Größe L")
    const bare = model("exploded-view", "en")
    bare.spareParts = []
    const without = words((await pdfText(await renderTechnicalDocumentPdf(bare))).text)
    expect(without).toContain(TECHNICAL_DOCUMENT_TEXTS.en.exploded.noParts.replace("{id}", "URS1-070A"))
  })

  test("the same document gives the same bytes", async () => {
    const first = await renderTechnicalDocumentPdf(model("user-manual", "nl"))
    const second = await renderTechnicalDocumentPdf(model("user-manual", "nl"))
    expect(first.equals(second)).toBe(true)
    const other = await renderTechnicalDocumentPdf({
      ...model("user-manual", "nl"),
      document: { ...model("user-manual", "nl").document, issuedOn: "2026-10-13" },
    })
    expect(other.equals(first)).toBe(false)
  })
})
