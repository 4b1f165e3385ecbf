import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { useEffect, useRef } from "react"
import { Form, Link } from "react-router"

import { ErrorSummary, formStyles, SubmitButton } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { useTranslation } from "../../../lib/i18n/translation"
import * as contentCss from "./content.css"
import { ContentPreview } from "./content-preview"
import { LanguageFieldsets, languageLabels } from "./language-fields"
import * as css from "./ordered-content.css"
import type { loadOrderedEntry, OrderedActionData } from "./ordered-content.server"
import type { OrderedKind } from "./ordered-kinds"

// One FAQ entry or service (CONTENT-8): its texts per language, a preview as the shop shows it in the
// language picked, and its removal, asked first (?delete: a link, so it works without scripts).

type Loaded = Awaited<ReturnType<typeof loadOrderedEntry>>

export function OrderedContentEdit({
  kind,
  loaded,
  actionData,
}: {
  kind: OrderedKind
  loaded: Loaded
  actionData: OrderedActionData | undefined
}) {
  const { t } = useTranslation("staff-content")
  const { id, entry, preview, asking } = loaded
  const [form, fields] = useForm({
    id: kind.name,
    lastResult: actionData?.result,
    constraint: getZodConstraint(kind.schema),
    defaultValue: entry?.defaults ?? {},
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: kind.schema }),
  })
  const labels = Object.fromEntries(Object.entries(kind.labels).map(([name, key]) => [name, t(key)]))
  const all = fields as unknown as Parameters<typeof LanguageFieldsets>[0]["fields"]
  return (
    <article>
      <h1>{t(id ? `${kind.name}.edit` : `${kind.name}.new`)}</h1>
      <p>
        <Link to={kind.path}>{t(`${kind.name}.back`)}</Link>
      </p>
      {entry?.key ? (
        <p className={contentCss.muted}>
          {t("order.key")} <code>#service-{entry.key}</code>
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={languageLabels(kind.texts, labels)} />
        <LanguageFieldsets specs={kind.texts} fields={all} labels={labels} />
        <SubmitButton name="intent" value="save">
          {t("save")}
        </SubmitButton>
      </Form>
      {preview ? <ContentPreview {...preview} /> : null}
      {id && entry ? (
        asking ? (
          <RemoveQuestion kind={kind} heading={entry.heading} />
        ) : (
          <p className={contentCss.danger}>
            <Link to="?delete#remove-question" className={css.secondary}>
              {t(`${kind.name}.delete`)}
            </Link>
          </p>
        )
      ) : null}
    </article>
  )
}

/** Removing, asked first; with scripts the question takes the focus, so that it is read first. */
function RemoveQuestion({ kind, heading }: { kind: OrderedKind; heading: string }) {
  const { t } = useTranslation("staff-content")
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      id="remove-question"
      tabIndex={-1}
      role="group"
      aria-labelledby="remove-question-text"
      className={css.question}
    >
      <p id="remove-question-text">
        <strong>{t(`${kind.name}.deleteQuestion`, { title: heading })}</strong>
      </p>
      <p>{t("order.deleteHint")}</p>
      <div className={css.questionButtons}>
        <Form method="post">
          <FormToken />
          <SubmitButton name="intent" value="delete">
            {t("order.confirmDelete")}
          </SubmitButton>
        </Form>
        <Link to="?" className={css.secondary}>
          {t("order.cancel")}
        </Link>
      </div>
    </div>
  )
}
