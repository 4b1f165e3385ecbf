import type { ExportFile, ExportFileStatus, ExportGenerationState, ExportOptions } from "#contract/exports"
import { intlLocale } from "#contract/locales"

// The export page's reading of the API's answers (EXPORT-4, EXPORT-8), pure so that the
// unit tests hold them: which of the states the page is in, and a file's options in words.

/** EXPORT-4: not generated yet, generating (download blocked), ready to download, or failed. */
export type ExportStateKind = "none" | "generating" | "ready" | "failed"

const KIND_OF_STATUS: Record<ExportFileStatus, ExportStateKind> = {
  queued: "generating",
  generating: "generating",
  ready: "ready",
  failed: "failed",
}

export interface ExportState {
  kind: ExportStateKind
  /** percent done of the file being made, or of the last one */
  progress: number
  /** the file the state is about (the one being made, or the newest) */
  file: ExportFile | null
  /**
   * EXPORT-3 "cannot regenerate the CSV today, limit reached, try tomorrow": the API refused a generation
   * (429) or says none can be asked for today. While a file is being made, "generation in progress" says
   * it already.
   */
  limitReached: boolean
}

/**
 * The state of the partner's export from is-generating and the list of files (newest first). A file being
 * made counts first; otherwise the newest file says whether the last generation is ready or failed.
 */
export function exportState(
  generation: ExportGenerationState,
  files: ExportFile[],
  refused = false,
): ExportState {
  const current = generation.file_id ? files.find((file) => file.id === generation.file_id) : undefined
  const file = current ?? files[0] ?? null
  const kind: ExportStateKind = generation.is_generating
    ? "generating"
    : file
      ? KIND_OF_STATUS[file.attributes.status]
      : "none"
  const progress =
    kind === "generating"
      ? generation.progress
      : kind === "ready"
        ? 100
        : (file?.attributes.progress ?? generation.progress)
  return {
    kind,
    progress: Math.max(0, Math.min(100, Math.round(progress))),
    file,
    limitReached: refused || (!generation.can_generate && kind !== "generating"),
  }
}

/**
 * EXPORT-4: when the partner's last file was made, as the file list says it. The settings' date is stored
 * apart from the files (after the file is ready, and not at all for a file asked for before any settings
 * were saved), and the page reads the two at once: the newest ready file counts too, so that the page
 * never says "never" beside a file it lists as ready.
 */
export function lastGenerationOf(settingsDate: string | null, files: readonly ExportFile[]): string | null {
  const dates = [
    settingsDate,
    ...files.map((file) => (file.attributes.status === "ready" ? file.attributes.ready_at : null)),
  ].filter((date): date is string => !!date)
  return dates.reduce<string | null>(
    (newest, date) => (!newest || Date.parse(date) > Date.parse(newest) ? date : newest),
    null,
  )
}

type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * What a file was made with, in words in the page's language: "Catalogue products, brands Silver and Gold,
 * French, CSV separated by semicolons, old products included". `t` is the page language's.
 */
export function describeFilters(filters: ExportOptions, t: Translate, locale: string): string {
  const tag = intlLocale(locale)
  const list = new Intl.ListFormat(tag, { type: "conjunction" })
  const languages = new Intl.DisplayNames([tag], { type: "language" })
  const brands = [...filters.brands].sort((a, b) => a - b)
  const parts = [
    t(`exports:filters.what.${filters.items}.${filters.products}`),
    brands.length
      ? t("exports:filters.brands", {
          count: brands.length,
          // CAT-11: the tiers by name, as the brands' checkboxes say them
          list: list.format(brands.map((tier) => t(`exports:settings.tiers.${tier}`))),
        })
      : t("exports:filters.allBrands"),
    languages.of(filters.lang) ?? filters.lang,
    filters.file_type === "csv" ? t(`exports:filters.csv.${filters.delimiter}`) : t("exports:filters.xlsx"),
    ...(filters.include_old ? [t("exports:filters.withOld")] : []),
  ]
  return parts.join(", ")
}

// one format per language for every number the shop writes (contract/format.ts)
export { formatPercent } from "#contract/format-more"
