import { useEffect, useRef, useState } from "react"
import { Link, useRevalidator } from "react-router"

import { useTranslation } from "../../lib/i18n/translation"
import * as css from "./export.css"
import type { ExportStateKind } from "./export-view"

/** EXPORT-4: the page reads the generation state again this often while a file is being made */
const POLL_MS = 2_000

/** The export's state as the page's loader words it. */
export interface GenerationView {
  kind: ExportStateKind
  progress: number
  progressText: string
  limitReached: boolean
  /** the answer to the partner's own request to generate (an error box), not information */
  refused: boolean
  nextGeneration: string
  file: { name: string; href: string | null } | null
}

/**
 * EXPORT-4, the export's states as a status panel. While a file is being made, scripts read the page's data
 * again every 2 seconds until it is done, and say politely when it is; without scripts a link reloads.
 */
export function GenerationStatus({ state, href }: { state: GenerationView; href: string }) {
  const { t } = useTranslation("exports")
  const revalidator = useRevalidator()
  const generating = state.kind === "generating"
  const [announcement, setAnnouncement] = useState("")
  const wasGenerating = useRef(generating)
  useEffect(() => {
    if (!generating) return
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate()
    }, POLL_MS)
    return () => window.clearInterval(timer)
  }, [generating, revalidator])
  useEffect(() => {
    if (wasGenerating.current && !generating)
      setAnnouncement(state.kind === "ready" ? t("status.readyAnnouncement") : t("status.failed"))
    wasGenerating.current = generating
  }, [generating, state.kind, t])
  return (
    <section aria-labelledby="export-status-title" className={css.statusPanel}>
      <h2 id="export-status-title">{t("status.title")}</h2>
      {state.kind === "none" ? <p>{t("status.none")}</p> : null}
      {generating ? (
        <>
          <p>{t("status.generating")}</p>
          <div className={css.progressRow}>
            <label htmlFor="export-progress">{t("status.progressLabel")}</label>
            <progress id="export-progress" className={css.progress} max={100} value={state.progress}>
              {state.progressText}
            </progress>
            <span>{state.progressText}</span>
          </div>
          <p>
            <Link to={href} className={css.secondary}>
              {t("status.checkProgress")}
            </Link>
          </p>
        </>
      ) : null}
      {state.kind === "ready" && state.file?.href ? (
        <>
          <p>{t("status.ready", { name: state.file.name })}</p>
          <p>
            <a href={state.file.href} className={css.secondary} download>
              {t("status.download", { name: state.file.name })}
            </a>
          </p>
        </>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className={css.alert}>
          {t("status.failed")}
        </p>
      ) : null}
      {state.limitReached ? (
        <p className={state.refused ? css.alert : css.info}>
          {t("status.limit")} {t("status.nextGeneration", { date: state.nextGeneration })}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </section>
  )
}
