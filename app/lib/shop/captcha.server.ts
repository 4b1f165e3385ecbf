import type { Submission } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, type RouterContextProvider } from "react-router"

import { type CaptchaForm, createCaptcha } from "#contract/captcha"

import { type Captcha, CAPTCHA_INTENTS, CarryAlong } from "../../components/captcha-field"
import { type ApiFailure, isOutage, requireOk } from "../transport/api.server"
import { shopApi } from "../transport/shop-api.server"

// The web side of the self-hosted captcha (docs/decisions/006-captcha.md, 035-captcha-proof-of-work.md):
// forms ask the API for a challenge and render it with <CaptchaField>; the answer (the picture's
// characters, or the number the page's script found) goes back to the API with the form.

export type { Captcha }

/**
 * The intent of a post to a form with a captcha: one of the page's own (`send` when none is named) or a
 * captcha button's; anything else is a 400.
 */
export function captchaFormIntent<Own extends string>(formData: FormData, own: readonly Own[]) {
  const intent = formData.get("intent") ?? "send"
  const known: readonly unknown[] = [...own, ...CAPTCHA_INTENTS]
  if (!known.includes(intent)) throw new Response("Unknown intent", { status: 400 })
  return intent as Own | (typeof CAPTCHA_INTENTS)[number]
}

/**
 * A fresh challenge for this form (another form refuses it); none while the API cannot make one (its
 * database down or restarting), or the API's message when this address asked for too many this hour, so
 * that the form still shows, and after a post keeps what was typed (the field offers to try again).
 */
async function newCaptcha(
  context: Readonly<RouterContextProvider>,
  form: CaptchaForm,
): Promise<Captcha | null> {
  const answer = await shopApi(context).send(createCaptcha, { body: { kind: "image", form } })
  // too many challenges from this address for the hour (the API's 429): its message says when to try again
  if (!answer.ok && answer.kind === "rate_limited" && answer.message) return { withheld: answer.message }
  if (!answer.ok && (isOutage(answer) || answer.kind === "rate_limited")) return null
  const { data } = requireOk(answer)
  const proof = data.attributes.proof_of_work
  return {
    id: data.id,
    imageUrl: data.attributes.image_url,
    proof: { salt: proof.salt, challenge: proof.challenge, max: proof.max_number },
  }
}

/** the captcha's fields whose errors the person sees beside the characters' field */
const CAPTCHA_FIELDS = ["captcha_id", "captcha_value", "captcha_proof"]

/**
 * The API's per-field errors of a form with a captcha, as the form shows them: an error of the challenge
 * (captcha_id or captcha_proof, hidden fields) stands beside the characters' field, and errors of no
 * field ("_") head the form. When the page's script had answered the challenge (`solved`), the API's
 * "retype the characters" is not what the person needs to hear: the page solves the new challenge too,
 * so the message says to send the form again.
 */
export function captchaFormErrors(apiErrors: Record<string, string[]>, solved = false) {
  const { _: formErrors = [], ...rest } = apiErrors
  const fieldErrors: Record<string, string[]> = {}
  const captchaErrors: string[] = []
  for (const [field, messages] of Object.entries(rest)) {
    if (CAPTCHA_FIELDS.includes(field)) captchaErrors.push(...messages)
    else fieldErrors[field] = messages
  }
  if (captchaErrors.length)
    fieldErrors.captcha_value = solved ? ["public-forms:captcha.sendAgain"] : captchaErrors
  return { fieldErrors, formErrors }
}

/** whether the form carried the number the page's script found */
const carriesProof = (formData: FormData) => {
  const proof = formData.get("captcha_proof")
  return typeof proof === "string" && /^\d+$/.test(proof)
}

/**
 * The answers of one page's form with a captcha, bound to its kind of challenge and to the fields that are
 * never sent back (`hideFields`: a password). Each answer after a post keeps everything else typed and
 * shows a fresh challenge.
 */
export function captchaForm(
  context: Readonly<RouterContextProvider>,
  form: CaptchaForm,
  hideFields?: string[],
) {
  const challenge = () => newCaptcha(context, form)
  return {
    /** the challenge of a page that shows the form */
    challenge,

    /** the answer to the captcha's "new picture" button: the same form */
    async carryAlong(formData: FormData) {
      const carried = parseWithZod(formData, { schema: CarryAlong })
      return { result: carried.reply({ hideFields }), captcha: await challenge() }
    },

    /** a form our own checks refused (422): its errors beside the fields */
    async invalid(submission: Submission<unknown>) {
      return data({ result: submission.reply({ hideFields }), captcha: await challenge() }, { status: 422 })
    },

    /**
     * A form the API refused (the API has used the old challenge up if it got that far): the API's
     * per-field errors (422); too many for the moment (429: from this address, or for the whole shop this
     * hour) the API's calm message, which says when to try again; or else the form's `failed` message (503).
     */
    async refused(formData: FormData, submission: Submission<unknown>, sent: ApiFailure, failed: string) {
      const captcha = await challenge()
      if (sent.kind === "rate_limited" && sent.message) {
        const headers = sent.retryAfter ? { "Retry-After": String(sent.retryAfter) } : undefined
        return data(
          { result: submission.reply({ formErrors: [sent.message], hideFields }), captcha },
          { status: 429, headers },
        )
      }
      if (sent.kind === "validation") {
        const { fieldErrors, formErrors } = captchaFormErrors(sent.fieldErrors, carriesProof(formData))
        return data(
          { result: submission.reply({ fieldErrors, formErrors, hideFields }), captcha },
          { status: 422 },
        )
      }
      return data(
        { result: submission.reply({ formErrors: [failed], hideFields }), captcha },
        { status: 503 },
      )
    },
  }
}
