import type { ExportFileStatus } from "#contract/exports"

import { DataTable } from "../../components/data-table"
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
          <DataTable
            caption={t("files.caption", { count: files.length })}
            wrapClassName={css.filesTable}
            rows={files}
            rowKey={(file) => file.id}
            columns={[
              { name: t("files.name"), className: css.nowrap, cell: (file) => file.name },
              { name: t("files.date"), className: css.nowrap, cell: (file) => file.date },
              { name: t("files.filters"), className: css.filters, cell: (file) => file.filters },
              { name: t("files.status"), className: css.nowrap, cell: statusOf },
              { name: t("files.size"), numeric: true, cell: (file) => file.size ?? "–" },
              {
                name: t("files.download"),
                actions: true,
                cell: (file) =>
                  file.href ? (
                    <a href={file.href} download aria-label={t("files.downloadLabel", { name: file.name })}>
                      {t("files.download")}
                    </a>
                  ) : (
                    "–"
                  ),
              },
            ]}
          />
        </>
      )}
    </section>
  )
}
