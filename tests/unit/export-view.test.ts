import { describe, expect, test } from "vitest"

import type { ExportFile, ExportGenerationState, ExportOptions } from "#contract/exports"

import {
  describeFilters,
  exportState,
  formatPercent,
  lastGenerationOf,
} from "../../app/routes/my-export/export-view"
import exportsEn from "../../locales/en/exports.json" with { type: "json" }
import exportsFr from "../../locales/fr/exports.json" with { type: "json" }

// The export page's reading of the API (EXPORT-4 states, EXPORT-8 a file's filters in words).

type Tree = { [key: string]: string | Tree }
/** A `t` over one language's exports texts, with i18next's plural suffixes and {{values}}. */
const translator =
  (texts: Tree, locale: string) =>
  (key: string, values: Record<string, unknown> = {}) => {
    const find = (path: string) =>
      path
        .split(".")
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === "object" ? node[part] : undefined),
          texts,
        )
    const plural = typeof values.count === "number" ? new Intl.PluralRules(locale).select(values.count) : null
    const path = key.replace(/^exports:/, "")
    const text = (plural ? find(`${path}_${plural}`) : undefined) ?? find(path)
    if (typeof text !== "string") throw new Error(`no text ${key}`)
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]))
  }

const options: ExportOptions = {
  brands: [],
  file_type: "csv",
  delimiter: "semicolon",
  lang: "en",
  include_old: false,
  products: "catalog",
  items: "products",
}

const generation = (state: Partial<ExportGenerationState> = {}): ExportGenerationState => ({
  is_generating: false,
  file_id: null,
  status: null,
  progress: 0,
  can_generate: true,
  next_generation_date: "2026-11-25T23:00:00.000Z",
  ...state,
})

const file = (id: string, status: ExportFile["attributes"]["status"], progress = 0): ExportFile => ({
  type: "export-files",
  id,
  attributes: {
    name: `products-${id}.csv`,
    date: "2026-11-25T08:00:00.000Z",
    filters: options,
    status,
    progress,
    source: "manual",
    rows: status === "ready" ? 1500 : null,
    size: status === "ready" ? 268_900 : null,
    ready_at: status === "ready" ? "2026-11-25T08:01:00.000Z" : null,
  },
})

describe("the export's state (EXPORT-4)", () => {
  test("nothing generated yet", () => {
    expect(exportState(generation(), [])).toMatchObject({ kind: "none", file: null, limitReached: false })
  })

  test("generating, with the progress of is-generating, blocks the download and says no limit yet", () => {
    const state = exportState(
      generation({
        is_generating: true,
        file_id: "b",
        status: "generating",
        progress: 45,
        can_generate: false,
      }),
      [file("b", "generating", 40), file("a", "ready")],
    )
    expect(state).toMatchObject({ kind: "generating", progress: 45, limitReached: false })
    expect(state.file?.id).toBe("b")
  })

  test("ready, and the limit reached once today's file was asked for", () => {
    const state = exportState(
      generation({ file_id: "b", status: "ready", progress: 100, can_generate: false }),
      [file("b", "ready", 100)],
    )
    expect(state).toMatchObject({ kind: "ready", progress: 100, limitReached: true })
  })

  test("a file of an earlier day is ready and a new one may be generated", () => {
    expect(exportState(generation(), [file("a", "ready", 100)])).toMatchObject({
      kind: "ready",
      limitReached: false,
    })
  })

  test("the newest file failed: contact the administrator", () => {
    expect(
      exportState(generation({ can_generate: false }), [file("b", "failed", 30), file("a", "ready")]),
    ).toMatchObject({
      kind: "failed",
      progress: 30,
      limitReached: true,
    })
  })

  test("a refused generation (429) says the limit even when is-generating would allow one", () => {
    expect(exportState(generation(), [], true).limitReached).toBe(true)
  })
})

describe("the last file generated (EXPORT-4)", () => {
  test("a ready file counts even when the settings know no date yet", () => {
    expect(lastGenerationOf(null, [file("b", "generating"), file("a", "ready")])).toBe(
      "2026-11-25T08:01:00.000Z",
    )
  })

  test("the newer of the settings' date and the ready files'", () => {
    expect(lastGenerationOf("2026-11-26T07:00:00.000Z", [file("a", "ready")])).toBe(
      "2026-11-26T07:00:00.000Z",
    )
    expect(lastGenerationOf("2026-11-24T07:00:00.000Z", [file("a", "ready")])).toBe(
      "2026-11-25T08:01:00.000Z",
    )
  })

  test("never, when no file was ever ready", () => {
    expect(lastGenerationOf(null, [file("a", "failed"), file("b", "queued")])).toBeNull()
  })
})

describe("a file's filters in words (EXPORT-8)", () => {
  const en = translator(exportsEn, "en")
  const fr = translator(exportsFr, "fr")

  test("every brand, CSV with semicolons", () => {
    expect(describeFilters(options, en, "en")).toBe(
      "Catalogue products, all brands, English, CSV separated by semicolons",
    )
  })

  test("brand tiers named and listed in order, spare parts on promotion, XLSX, old products", () => {
    expect(
      describeFilters(
        {
          ...options,
          brands: [6, 1, 4],
          items: "spare_parts",
          products: "promo",
          file_type: "xlsx",
          lang: "fr",
          include_old: true,
        },
        en,
        "en",
      ),
    ).toBe(
      "Promotional spare parts, brands Base tier 1, Silver and Platinum, French, XLSX, old products included",
    )
  })

  test("one brand tier, named, in French (CAT-11)", () => {
    expect(describeFilters({ ...options, brands: [4], lang: "de", delimiter: "comma" }, fr, "fr")).toBe(
      "Produits du catalogue, marque Argent, allemand, CSV séparé par des virgules",
    )
  })

  test("percentages as each language writes them", () => {
    expect(formatPercent(45, "en")).toBe("45%")
    expect(formatPercent(45, "fr")).toMatch(/^45\s%$/)
  })
})
