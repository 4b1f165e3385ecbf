import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react"
import type { ShouldRevalidateFunctionArgs } from "react-router"
import { z } from "zod"

import { type ProofChallenge, solveProof } from "#contract/captcha-proof"

import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import * as css from "./captcha-field.css"
import { ErrorList, formStyles } from "./form"

// The self-hosted captcha on a form (docs/decisions/006-captcha.md, 035-captcha-proof-of-work.md).
// Without scripts: the picture with a meaningful alt, the field for its characters and a "new picture"
// button (a plain submit, name="intent": the page's action answers with a fresh challenge and keeps
// everything typed). With scripts: the page finds the proof of work's number itself, puts it in a hidden
// field, says so in a polite live region and hides the picture, so nobody has to read anything. Where
// that cannot work (no crypto.subtle), the picture stays. The characters' field is keyed by the
// challenge, so a new challenge starts empty (an old answer is no use for a new challenge).

export interface CaptchaView {
  id: string
  /** same-origin picture (/api/captcha/{id}/image) */
  imageUrl: string
  /** the proof of work: its salt and hash, never its number */
  proof: ProofChallenge
}

/**
 * No challenge for this address for now: it asked for too many this hour. The API's calm message, in the
 * visitor's language, says when to try again.
 */
export interface CaptchaWithheld {
  withheld: string
}

/** what a form with a captcha shows: a challenge, none (an outage), or withheld for now */
export type Captcha = CaptchaView | CaptchaWithheld

/** the challenge and the last answer a page's form with a captcha is drawn from */
export interface CaptchaFormProps {
  captcha: Captcha | null
  lastResult: SubmissionResult<string[]> | undefined
}

/** the action's challenge when it answered with one (none during an outage), else the page's */
export function currentCaptcha(loaderCaptcha: Captcha | null, actionData: object | undefined) {
  return actionData && "captcha" in actionData ? (actionData.captcha as Captcha | null) : loaderCaptcha
}

/** the intents of the captcha's buttons; a page's action answers each with a fresh challenge */
export const CAPTCHA_INTENTS = ["new-captcha"] as const

/** the captcha's buttons only carry the typed values along; they are not a submission */
export const CarryAlong = z.object({}).passthrough()

/**
 * conform's form for a page with a captcha: validated against its schema when sent (on blur, then on
 * input), while the captcha's buttons (and any other intent but "send") pass everything typed along.
 */
export function useCaptchaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  // the value is the schema's output when sent, the typed values as they are when carried along
  return useForm<z.input<Schema>, Record<string, unknown>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const intent = formData.get("intent")
      if (intent && intent !== "send") return parseWithZod(formData, { schema: CarryAlong })
      return parseWithZod(formData, { schema })
    },
  })
}

/** A captcha button's answer already brings the fresh challenge: no second one from the loader. */
export function keepActionCaptcha({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "captcha" in actionResult) return false
  return defaultShouldRevalidate
}

/** the label of the characters' field, also used by the form's error summary */
export function useCaptchaLabel() {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  return t("public-forms:captcha.imageLabel")
}

/**
 * The proof of work's number for this challenge, once the browser has found it; null until then, for
 * ever where it cannot (no crypto.subtle, or a digest that fails), and on the server. A new challenge
 * stops the search for the old one. When the picture goes away with the focus in it (the person was
 * typing its characters), the focus moves to the message that replaces it rather than to nowhere.
 */
function useSolvedProof(
  { id, proof: { salt, challenge, max } }: CaptchaView,
  picture: RefObject<HTMLElement | null>,
  status: RefObject<HTMLElement | null>,
): number | null {
  const [found, setFound] = useState<{ id: string; number: number; hadFocus: boolean } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    solveProof({ salt, challenge, max }, globalThis.crypto?.subtle, controller.signal).then(
      (number) => {
        if (number === null || controller.signal.aborted) return
        setFound({ id, number, hadFocus: Boolean(picture.current?.contains(document.activeElement)) })
      },
      // the picture stays, as without scripts
      () => undefined,
    )
    return () => controller.abort()
  }, [id, salt, challenge, max, picture])
  const current = found?.id === id ? found : null
  useEffect(() => {
    if (current?.hadFocus) status.current?.focus()
  }, [current, status])
  return current ? current.number : null
}

export function CaptchaField({
  captcha,
  field,
}: {
  /** none while the API cannot make one (an outage), or withheld: the form stays, with what was typed */
  captcha: CaptchaView | CaptchaWithheld | null
  /** the form's captcha_value field (its id, error id and errors) */
  field: FieldMetadata<unknown>
}) {
  if (captcha && "id" in captcha) return <CaptchaChallenge captcha={captcha} field={field} />
  return <CaptchaUnavailable field={field} withheld={captcha?.withheld} />
}

/**
 * No challenge could be made (the API's database down or restarting): the form keeps everything typed, and
 * this button asks for a challenge again, carrying it all along, as the "new picture" button does.
 */
function CaptchaUnavailable({ field, withheld }: { field: FieldMetadata<unknown>; withheld?: string }) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t("public-forms:captcha.legend")}</legend>
      {/* the error summary's link to the captcha lands here */}
      <p id={field.id} tabIndex={-1} className={formStyles.hint}>
        {withheld ?? t("public-forms:captcha.unavailable")}
      </p>
      <ErrorList id={field.errorId} errors={field.errors} />
      <NewCaptchaButton>{t("public-forms:captcha.tryAgain")}</NewCaptchaButton>
    </fieldset>
  )
}

/** asks the page's action for a fresh challenge, carrying everything typed along (no validation) */
function NewCaptchaButton({ children }: { children: ReactNode }) {
  return (
    <div className={css.actions}>
      <button className={css.linkButton} type="submit" name="intent" value="new-captcha" formNoValidate>
        {children}
      </button>
    </div>
  )
}

function CaptchaChallenge({ captcha, field }: { captcha: CaptchaView; field: FieldMetadata<unknown> }) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  const { company } = useRootData()
  const picture = useRef<HTMLDivElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const proof = useSolvedProof(captcha, picture, status)
  const solved = proof !== null
  const invalid = Boolean(field.errors?.length)
  const alternativesId = `${field.id}-alternatives`
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t("public-forms:captcha.legend")}</legend>
      <input type="hidden" name="captcha_id" value={captcha.id} />
      {/* the number the page's script found; empty without scripts. The challenge is written beside it
          for any client that solves it without running the page's script. */}
      <input
        type="hidden"
        name="captcha_proof"
        value={proof ?? ""}
        data-proof-salt={captcha.proof.salt}
        data-proof-challenge={captcha.proof.challenge}
        data-proof-max={captcha.proof.max}
      />
      {/* in the page from the start, so that its message is announced when it appears; the error
          summary's link to the captcha lands here once the picture is gone */}
      <p
        ref={status}
        role="status"
        id={solved ? field.id : undefined}
        tabIndex={solved ? -1 : undefined}
        className={css.status}
      >
        {solved ? t("public-forms:captcha.checked") : ""}
      </p>
      {solved ? (
        <ErrorList id={field.errorId} errors={field.errors} />
      ) : (
        <div ref={picture} className={css.picture}>
          <img
            className={css.image}
            src={captcha.imageUrl}
            alt={t("public-forms:captcha.imageAlt")}
            width={240}
            height={80}
          />
          <p id={alternativesId} className={formStyles.hint}>
            {t("public-forms:captcha.cannotSee")}
            {company ? (
              <>
                {" "}
                {t("public-forms:captcha.reachUs")} <a href={`mailto:${company.email}`}>{company.email}</a>,{" "}
                <a href={`tel:${company.phone.replace(/\s/g, "")}`}>{company.phone}</a>.
              </>
            ) : null}
          </p>
          <div className={formStyles.field}>
            <label htmlFor={field.id} className={formStyles.label}>
              {t("public-forms:captcha.imageLabel")}
            </label>
            <p id={field.descriptionId} className={formStyles.hint}>
              {t("public-forms:captcha.imageHint")}
            </p>
            <input
              key={captcha.id}
              id={field.id}
              name={field.name}
              type="text"
              className={formStyles.control}
              defaultValue=""
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={[field.descriptionId, alternativesId, invalid ? field.errorId : null]
                .filter(Boolean)
                .join(" ")}
            />
            <ErrorList id={field.errorId} errors={field.errors} />
          </div>
          <NewCaptchaButton>{t("public-forms:captcha.newImage")}</NewCaptchaButton>
        </div>
      )}
    </fieldset>
  )
}

/**
 * Sign-up's check (docs/decisions/078): nothing to read or type. With scripts the page finds the proof of
 * work's number and sends it with the challenge, and the request goes to staff review at once. Without
 * scripts, or where the page cannot find it (no crypto.subtle), nothing is sent: the API mails the address a
 * link, and the request waits until the applicant confirms it there. The challenge goes with the form only
 * once solved, so an unsolved one never turns into "retype the characters".
 */
export function MailedLinkCheck({
  captcha,
  field,
}: {
  /** none while the API cannot make one, or withheld: the mailed link is the way then */
  captcha: CaptchaView | CaptchaWithheld | null
  field: FieldMetadata<unknown>
}) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  const status = useRef<HTMLParagraphElement>(null)
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t("public-forms:captcha.legend")}</legend>
      {captcha && "id" in captcha ? (
        <SolvedProofFields captcha={captcha} status={status} field={field} />
      ) : (
        <p ref={status} role="status" id={field.id} tabIndex={-1} className={css.status}>
          {t("public-forms:captcha.mailedLink")}
        </p>
      )}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

function SolvedProofFields({
  captcha,
  status,
  field,
}: {
  captcha: CaptchaView
  status: RefObject<HTMLParagraphElement | null>
  field: FieldMetadata<unknown>
}) {
  const { t } = useTranslation()
  // nothing the focus could be in goes away here: no picture
  const nothing = useRef<HTMLElement>(null)
  const proof = useSolvedProof(captcha, nothing, status)
  return (
    <>
      {proof !== null ? (
        <>
          <input type="hidden" name="captcha_id" value={captcha.id} />
          <input type="hidden" name="captcha_proof" value={proof} />
        </>
      ) : null}
      {/* in the page from the start, so that the change is announced; the error summary's link lands here */}
      <p ref={status} role="status" id={field.id} tabIndex={-1} className={css.status}>
        {proof !== null ? t("public-forms:captcha.checkedSignup") : t("public-forms:captcha.mailedLink")}
      </p>
    </>
  )
}
