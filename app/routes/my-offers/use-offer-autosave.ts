import { type FocusEvent, type FormEvent, type RefObject, useEffect, useRef, useState } from "react"
import type { FetcherWithComponents } from "react-router"

import { useTranslation } from "../../lib/i18n/translation"
import { AUTO_UPDATE_MS, changesTotals, showStored } from "./editor-form"
import { ADD_ITEM, type EditorActionData } from "./offer-fields"
import type { EditorOffer } from "./offers.server"

/** What the last submission was: the page's own update of the totals, a removed line, or another button. */
export type Submitted = "auto" | "remove" | "other"

/**
 * OFFER-14, with scripts: a typed change to a quantity, price, discount or option is stored by itself
 * after a pause (or at once when the field is left), and what each answer brings is shown and said once.
 * Returns the form's event handlers, what was last submitted and the status region's text.
 */
export function useOfferAutosave({
  fetcher,
  form,
  linesTitle,
  offer,
  grandTotal,
}: {
  fetcher: FetcherWithComponents<EditorActionData>
  form: RefObject<HTMLFormElement | null>
  linesTitle: RefObject<HTMLHeadingElement | null>
  offer: EditorOffer
  grandTotal: string
}) {
  const { t } = useTranslation("offers")
  const [submitted, setSubmitted] = useState<Submitted>("other")
  const [announcement, setAnnouncement] = useState("")
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef(false)
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return
    const kind = submitted
    // After the page's own update of the totals the fields keep what they hold: the partner may have typed
    // on (in the customer's fields too) while it was on its way, and that must not be replaced by what
    // was stored before; after the partner's own submission (Update, Enter, Add) every field shows the store.
    if (fetcher.data.ok && kind !== "auto") showStored(form.current, offer)
    // the new totals are said once, in the editor's own status region (no toast for the page's own update)
    if (kind === "auto" && fetcher.data.ok) setAnnouncement(t("editor.totalsNow", { total: grandTotal }))
    // the removed line's button is gone: the focus goes to the lines' heading, never to <body>
    if (kind === "remove" && fetcher.data.ok) linesTitle.current?.focus()
    if (!fetcher.data.ok && fetcher.data.reply.matches?.length)
      setAnnouncement(t("add.found", { count: fetcher.data.reply.matches.length }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer, with the totals it brought
  }, [fetcher.state, fetcher.data])
  useEffect(() => () => clearTimeout(timer.current), [])

  const updateTotals = () => {
    clearTimeout(timer.current)
    pending.current = false
    if (!form.current) return
    const body = new FormData(form.current)
    body.set("intent", "update")
    body.set("auto", "1")
    // the "add an item" field is only read when the partner asks to add
    body.set(ADD_ITEM, "")
    setSubmitted("auto")
    setAnnouncement("")
    void fetcher.submit(body, { method: "post" })
  }
  const changedName = (event: { target: unknown }) => (event.target as HTMLInputElement).name
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!changesTotals(changedName(event))) return
    pending.current = true
    clearTimeout(timer.current)
    timer.current = setTimeout(updateTotals, AUTO_UPDATE_MS)
  }
  // leaving the field (Tab) stores at once what is still waiting
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (pending.current && changesTotals(changedName(event))) updateTotals()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current)
    pending.current = false
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    setSubmitted(submitter?.value.startsWith("remove:") ? "remove" : "other")
    setAnnouncement("")
  }
  return { submitted, announcement, handlers: { onSubmit, onInput, onBlur } }
}
