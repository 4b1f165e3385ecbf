import type { Submission } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, type RouterContextProvider } from "react-router"

import { type CaptchaKind, createCaptcha } from "#contract/captcha"

import { CarryAlong } from "../../components/captcha-field"
import { type ApiFailure, requireOk } from "../transport/api.server"
import { shopApi } from "../transport/shop-api.server"

// The web side of the self-hosted captcha (docs/decisions/006-captcha.md): forms ask the API for a
// challenge and render it with <CaptchaField>; the answer goes back to the API with the form.

export type { CaptchaKind }

export interface Captcha {
  id: string
  kind: CaptchaKind
  /** same-origin picture (/api/captcha/{id}/image), for the image kind */
  imageUrl: string | null
  /** the question in the page's language, for the question kind */
  question: string | null
}

export async function newCaptcha(
  context: Readonly<RouterContextProvider>,
  kind: CaptchaKind = "image",
): Promise<Captcha> {
  const { data } = requireOk(await shopApi(context).send(createCaptcha, { body: { kind } }))
  return {
    id: data.id,
    kind: data.attributes.kind,
    imageUrl: data.attributes.image_url ?? null,
    question: data.attributes.question ?? null,
  }
}

/**
 * The kind of challenge a form post asks for next: the captcha buttons' intents switch it, otherwise the
 * person keeps the kind they were answering.
 */
export function captchaKindFor(formData: FormData): CaptchaKind {
  const intent = formData.get("intent")
  if (intent === "captcha-question") return "question"
  if (intent === "captcha-image") return "image"
  return formData.get("captcha_kind") === "question" ? "question" : "image"
}

/**
 * The API's per-field errors of a form with a captcha, as the form shows them: an error of the challenge
 * (captcha_id, a hidden field) stands beside the answer field, and errors of no field ("_") head the form.
 */
export function captchaFormErrors(apiErrors: Record<string, string[]>) {
  const { _: formErrors = [], captcha_id: challengeErrors = [], ...fieldErrors } = apiErrors
  if (challengeErrors.length)
    fieldErrors.captcha_value = [...(fieldErrors.captcha_value ?? []), ...challengeErrors]
  return { fieldErrors, formErrors }
}

/**
 * The answer to a captcha button (a new picture, the question alternative or back): the same form,
 * everything typed kept but the `hideFields`, with a fresh challenge of the kind asked for.
 */
export async function carryAlongCaptchaForm(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  hideFields?: string[],
) {
  const carried = parseWithZod(formData, { schema: CarryAlong })
  return {
    result: carried.reply({ hideFields }),
    captcha: await newCaptcha(context, captchaKindFor(formData)),
  }
}

/**
 * The answer to a form with a captcha that the API refused. Every failed attempt shows a fresh
 * challenge (the API has used the old one up if it got that far): the API's per-field errors (422), or
 * else the form's `failed` message (503).
 */
export async function refusedCaptchaForm(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  submission: Submission<unknown>,
  sent: ApiFailure,
  failed: string,
  hideFields?: string[],
) {
  const captcha = await newCaptcha(context, captchaKindFor(formData))
  if (sent.kind === "validation") {
    const { fieldErrors, formErrors } = captchaFormErrors(sent.fieldErrors)
    return data(
      { result: submission.reply({ fieldErrors, formErrors, hideFields }), captcha },
      { status: 422 },
    )
  }
  return data({ result: submission.reply({ formErrors: [failed], hideFields }), captcha }, { status: 503 })
}
