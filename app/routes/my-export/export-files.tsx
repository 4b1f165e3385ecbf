import type { ExportFileStatus } from "#contract/exports"

import { useTranslation } from "../../lib/i18n/translation"
import * as css from "./export.css"

/** One exported file as the page's loader words it. */
export interface ExportFileView {
  id: string
  name: string
  date: string
  filters: string
  status: ExportFileStatus
  progress: string
  size: string | null
  href: string | null
}

const STATUS_KEYS = {
  queued: "files.statuses.queued",
  generating: "files.statuses.generating",
  ready: "files.statuses.ready",
  failed: "files.statuses.failed",
} as const

/** EXPORT-8: the exported files (name, date, filters), with their state, size and download. */
export function ExportFiles({ files }: { files: readonly ExportFileView[] }) {
  const { t } = useTranslation("exports")
  const statusOf = (file: ExportFileView) =>
    file.status === "generating"
      ? t("files.generatingProgress", { percent: file.progress })
      : t(STATUS_KEYS[file.status])
  return (
    <section aria-labelledby="export-files-title">
      <h2 id="export-files-title">{t("files.title")}</h2>
      {files.length === 0 ? (
        <p>{t("files.empty")}</p>
      ) : (
        <>
          <ul className={css.fileCards} aria-labelledby="export-files-title">
            {files.map((file) => (
              <li key={file.id} className={css.fileCard}>
                <p>{file.name}</p>
                <dl className={css.facts}>
                  <dt>{t("files.date")}</dt>
                  <dd>{file.date}</dd>
                  <dt>{t("files.filters")}</dt>
                  <dd>{file.filters}</dd>
                  <dt>{t("files.status")}</dt>
                  <dd>{statusOf(file)}</dd>
                  {file.size ? (
                    <>
                      <dt>{t("files.size")}</dt>
                      <dd>{file.size}</dd>
                    </>
                  ) : null}
                </dl>
                {file.href ? (
                  <a href={file.href} download>
                    {t("files.downloadLabel", { name: file.name })}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <div className={css.filesTable}>
            <table className={css.table}>
              <caption>{t("files.caption", { count: files.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("files.name")}</th>
                  <th scope="col">{t("files.date")}</th>
                  <th scope="col">{t("files.filters")}</th>
                  <th scope="col">{t("files.status")}</th>
                  <th scope="col" className={css.numeric}>
                    {t("files.size")}
                  </th>
                  <th scope="col">{t("files.download")}</th>
                </tr>
              </thead>
              <tbody>
                {files.map((file) => (
                  <tr key={file.id}>
                    <th scope="row" className={css.nowrap}>
                      {file.name}
                    </th>
                    <td className={css.nowrap}>{file.date}</td>
                    <td className={css.filters}>{file.filters}</td>
                    <td className={css.nowrap}>{statusOf(file)}</td>
                    <td className={css.numeric}>{file.size ?? "–"}</td>
                    <td>
                      {file.href ? (
                        <a
                          href={file.href}
                          download
                          aria-label={t("files.downloadLabel", { name: file.name })}
                        >
                          {t("files.download")}
                        </a>
                      ) : (
                        "–"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
