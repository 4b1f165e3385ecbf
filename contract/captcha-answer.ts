import { z } from "zod"

import { optionalText } from "./fields"

// What a form with the captcha carries besides its captcha_id (docs/decisions/035-captcha-proof-of-work.md).
// Apart from contract/captcha.ts (the endpoints, which only the servers read): the contact and sign-up
// pages check their forms with these in the browser too, and should not load more.

/**
 * The answer to a challenge that a form carries besides its captcha_id: the typed characters
 * (captcha_value) or the found number (captcha_proof). One of them is required (`withCaptchaAnswer`).
 */
export const captchaAnswerFields = {
  captcha_value: optionalText(20).describe("the characters of the image (or send captcha_proof)"),
  captcha_proof: z
    .union([z.number(), z.string()], { error: "validation.invalid" })
    .nullish()
    .refine(
      (value) =>
        value == null ||
        (typeof value === "number" ? Number.isSafeInteger(value) && value >= 0 : /^\d{0,9}$/.test(value)),
      "validation.invalid",
    )
    // an empty string is no answer, as an empty form field is
    .transform((value) => (value == null || value === "" ? null : Number(value)))
    .describe("the number n of the challenge's proof_of_work (or send captcha_value)"),
}

const blank = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "")

/**
 * A form with a captcha needs the picture's characters or the proof's number: neither is "required" on
 * the characters' field, the one a person sees. Checked even when other fields fail (zod's `when`), so
 * every problem shows at once.
 */
export function withCaptchaAnswer<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (data: Record<string, unknown>) => !blank(data.captcha_value) || !blank(data.captcha_proof),
    {
      path: ["captcha_value"],
      message: "validation.required",
      when: ({ value }) => typeof value === "object" && value !== null,
    },
  )
}

/**
 * A form where the captcha may be left out (sign-up, docs/decisions/078): without a captcha_id nothing is
 * asked; with one, its answer is required as in withCaptchaAnswer.
 */
export function withOptionalCaptchaAnswer<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (data: Record<string, unknown>) =>
      blank(data.captcha_id) || !blank(data.captcha_value) || !blank(data.captcha_proof),
    {
      path: ["captcha_value"],
      message: "validation.required",
      when: ({ value }) => typeof value === "object" && value !== null,
    },
  )
}
