import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect, type RouterContextProvider } from "react-router"
import { safeRedirect } from "remix-utils/safe-redirect"

import { getBasket } from "#contract/basket"
import { createDraft, deleteDraft, getDraft, loadDraft } from "#contract/drafts"

import { LoadDraftSchema, type LoadQuestion, SaveDraftSchema } from "../../lib/forms/draft-schemas"
import { readForm, replyWithApiFailure } from "../../lib/forms/read-form.server"
import { partnerSessionContext } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { localizedPath } from "../../lib/urls/pages"

// The saved baskets' mutations (DRAFT-1, DRAFT-3, DRAFT-4), shared by the list and the detail page: save the
// current basket, delete a draft, and load a draft into the basket (or load it and go to the order
// process). Loading over a non-empty basket first answers with a question that the page renders (a plain
// form, so it works without scripts): save the current basket first, replace it, or cancel.

/** How many lines the partner's current basket has (0 when the basket cannot be read). */
async function basketCount(context: Readonly<RouterContextProvider>): Promise<number> {
  const answer = await shopApi(context).send(getBasket, { query: { "fields[baskets]": "count" } })
  return answer.ok ? answer.data.data.attributes.count : 0
}

export async function draftsAction({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  const { locale } = context.get(shopContext)
  const partner = context.get(partnerSessionContext)
  const api = shopApi(context)
  const listPath = localizedPath(locale, "myBaskets")
  const formData = await readForm(request)
  const intent = formData.get("intent")

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: SaveDraftSchema })
    if (submission.status !== "success")
      return data({ intent: "save" as const, result: submission.reply(), question: null }, { status: 422 })
    const answer = await api.send(createDraft, {
      body: { reference: submission.value.reference ?? null, comments: submission.value.comments ?? null },
    })
    if (!answer.ok)
      return data(
        {
          intent: "save" as const,
          result: replyWithApiFailure(submission, answer, { fallback: "drafts:failed" }),
          question: null,
        },
        { status: answer.status >= 500 ? 503 : 422 },
      )
    partner.flashToast("drafts:saved", "success")
    // back to the page the form was on (the basket), only within this language's pages
    const back = safeRedirect(formData.get("redirectTo"), listPath)
    throw redirect(back.startsWith(`/${locale}/`) ? back : listPath, 303)
  }

  if (intent === "delete") {
    const id = formData.get("id")
    if (typeof id !== "string" || !/^\d{1,9}$/.test(id)) throw new Response("Bad request", { status: 400 })
    const answer = await api.send(deleteDraft, { params: { id } })
    if (answer.ok) partner.flashToast("drafts:deleted", "success")
    else partner.flashToast(answer.kind === "not_found" ? "drafts:notFound" : "drafts:failed")
    // DRAFT-4: after a delete the list reloads
    throw redirect(listPath, 303)
  }

  if (intent === "load") {
    const parsed = LoadDraftSchema.safeParse(Object.fromEntries(formData))
    if (!parsed.success) throw new Response("Bad request", { status: 400 })
    const { id, then, mode, from } = parsed.data
    const detailPath = localizedPath(locale, "myBasketDetail", { id })
    const backPath = from === "detail" ? detailPath : listPath
    if (!mode) {
      const count = await basketCount(context)
      if (count > 0) {
        const draft = await api.send(getDraft, { params: { id } })
        if (!draft.ok) {
          partner.flash("toast", draft.kind === "not_found" ? "drafts:notFound" : "drafts:failed")
          throw redirect(listPath, 303)
        }
        const question: LoadQuestion = { id, number: draft.data.data.attributes.number, then, from, count }
        return data({ intent: "load" as const, result: undefined, question })
      }
    }
    const answer = await api.send(loadDraft, { params: { id }, body: { save_current: mode === "save" } })
    if (!answer.ok) {
      partner.flash("toast", answer.kind === "not_found" ? "drafts:notFound" : "drafts:failed")
      throw redirect(answer.kind === "not_found" ? listPath : backPath, 303)
    }
    partner.flashToast(mode === "save" ? "drafts:loadedSavedFirst" : "drafts:loaded", "success")
    if (then === "basket") throw redirect(localizedPath(locale, "basket"), 303)
    // DRAFT-7: the order process takes the equipment first; a basket of spare parts only opens ?spareparts
    const draft = await api.send(getDraft, { params: { id } })
    const equipment =
      !draft.ok || draft.data.data.attributes.lines.some((line) => line.item_type === "products")
    throw redirect(`${localizedPath(locale, "submitOrder")}${equipment ? "" : "?spareparts"}`, 303)
  }

  throw new Response("Unknown intent", { status: 400 })
}
