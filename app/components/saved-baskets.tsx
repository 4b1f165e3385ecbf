import { useEffect, useRef } from "react"
import { Form, Link, useNavigation } from "react-router"

import type { LoadQuestion } from "../lib/forms/draft-schemas"
import { useTranslation } from "../lib/i18n/translation"
import { button } from "../styles/utilities.css"
import { FormToken } from "./form-token"
import * as css from "./saved-baskets.css"

// The saved baskets' actions (DRAFT-3, DRAFT-4, DRAFT-7): load into the basket, order (load, then the order
// process), delete; and the question asked before a non-empty basket is overwritten. Each action is a
// plain form posting to the page's own action, so everything works without scripts.

function useBusy(intent: string, id: string, extra?: [string, string]) {
  const navigation = useNavigation()
  const formData = navigation.formData
  return (
    navigation.state === "submitting" &&
    formData?.get("intent") === intent &&
    formData.get("id") === id &&
    (!extra || formData.get(extra[0]) === extra[1])
  )
}

function LoadButton({
  id,
  number,
  then,
  from,
}: {
  id: string
  number: string
  then: "basket" | "order"
  from: "list" | "detail"
}) {
  const { t } = useTranslation("drafts")
  const busy = useBusy("load", id, ["then", then])
  const label = then === "order" ? t("order") : t("load")
  return (
    <Form method="post">
      <FormToken />
      <input type="hidden" name="intent" value="load" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="then" value={then} />
      <input type="hidden" name="from" value={from} />
      <button
        type="submit"
        className={then === "order" ? button : css.secondary}
        aria-label={then === "order" ? `${label}: ${number}` : t("loadLabel", { number })}
        aria-disabled={busy || undefined}
      >
        {busy ? t("working") : label}
      </button>
    </Form>
  )
}

function DeleteButton({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation("drafts")
  const busy = useBusy("delete", id)
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        // with scripts, a confirmation first (without, the post deletes at once)
        if (!window.confirm(t("confirmDelete", { number }))) event.preventDefault()
      }}
    >
      <FormToken />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={css.danger}
        aria-label={t("deleteLabel", { number })}
        aria-disabled={busy || undefined}
      >
        {busy ? t("working") : t("delete")}
      </button>
    </Form>
  )
}

/** Load, order and delete for one saved basket. */
export function DraftActions({
  id,
  number,
  from,
  order = false,
}: {
  id: string
  number: string
  from: "list" | "detail"
  order?: boolean
}) {
  return (
    <div className={css.rowActions}>
      <LoadButton id={id} number={number} then="basket" from={from} />
      {order ? <LoadButton id={id} number={number} then="order" from={from} /> : null}
      <DeleteButton id={id} number={number} />
    </div>
  )
}

/**
 * DRAFT-3: "ordering from or loading a saved basket overwrites the current basket unless it is saved
 * first". Shown when the action found a non-empty basket; it takes the focus so the question is heard.
 */
export function LoadQuestionSection({
  question,
  cancelHref,
}: {
  question: LoadQuestion
  cancelHref: string
}) {
  const { t } = useTranslation("drafts")
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [question.id, question.then])
  return (
    <section ref={ref} className={css.question} aria-labelledby="load-question-title" tabIndex={-1}>
      <h2 id="load-question-title">{t("questionTitle")}</h2>
      <p>{t("questionBody", { number: question.number, count: question.count })}</p>
      <Form method="post" className={css.rowActions}>
        <FormToken />
        <input type="hidden" name="intent" value="load" />
        <input type="hidden" name="id" value={question.id} />
        <input type="hidden" name="then" value={question.then} />
        <input type="hidden" name="from" value={question.from} />
        <SaveFirstOrReplace saveLabel={t("saveFirst")} cancelHref={cancelHref} />
      </Form>
    </section>
  )
}

/**
 * The answers to "the basket is not empty" (DRAFT-3), inside the question's form: save the basket first,
 * replace it, or cancel. Loading a saved basket and ordering a past order again both ask it.
 */
export function SaveFirstOrReplace({ saveLabel, cancelHref }: { saveLabel: string; cancelHref: string }) {
  const { t } = useTranslation("drafts")
  const navigation = useNavigation()
  const pendingMode = navigation.state === "submitting" ? navigation.formData?.get("mode") : null
  return (
    <>
      <button
        type="submit"
        name="mode"
        value="save"
        className={button}
        aria-disabled={!!pendingMode || undefined}
      >
        {pendingMode === "save" ? t("working") : saveLabel}
      </button>
      <button
        type="submit"
        name="mode"
        value="replace"
        className={css.secondary}
        aria-disabled={!!pendingMode || undefined}
      >
        {pendingMode === "replace" ? t("working") : t("replace")}
      </button>
      <Link to={cancelHref} className={css.secondary}>
        {t("cancel")}
      </Link>
    </>
  )
}
