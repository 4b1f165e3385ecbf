import { z } from "zod"

import { PROOF_ALGORITHM } from "./captcha-proof"
import { endpoint } from "./endpoint"

// The self-hosted captcha (docs/decisions/006-captcha.md, 035-captcha-proof-of-work.md): contact and
// sign-up send its answer along: the picture's characters, or the number a script found for its proof of
// work.

/** one kind since decision 035: the question kind is gone (a regex answered it) */
export const CAPTCHA_KINDS = ["image"] as const
export type CaptchaKind = (typeof CAPTCHA_KINDS)[number]

/** the forms a challenge is made for: it is accepted by that form only */
export const CAPTCHA_FORMS = ["contact", "signup"] as const
export type CaptchaForm = (typeof CAPTCHA_FORMS)[number]

export const CaptchaRequestSchema = z
  .object({
    kind: z.enum(CAPTCHA_KINDS, { message: "validation.select" }).default("image"),
    form: z
      .enum(CAPTCHA_FORMS, { message: "validation.select" })
      .default("contact")
      .describe("the form the challenge is for; another form refuses it (captcha.invalid)"),
  })
  .default({ kind: "image", form: "contact" })

export const CaptchaDocumentSchema = z.object({
  data: z.object({
    type: z.literal("captchas"),
    id: z.string().describe("the captcha_id to send back with the answer"),
    attributes: z.object({
      kind: z.enum(CAPTCHA_KINDS),
      image_url: z.string().describe("the picture to retype, same origin (/api/captcha/{id}/image)"),
      proof_of_work: z
        .object({
          algorithm: z.literal(PROOF_ALGORITHM),
          salt: z.string().describe("hex; prepended to the number before hashing"),
          challenge: z
            .string()
            .describe("hex SHA-256 of salt followed by the secret number in decimal digits"),
          max_number: z
            .number()
            .int()
            .describe(
              "the secret number is between 0 and this, both included; it grows while many challenges are asked for",
            ),
        })
        .describe(
          "the same challenge answered without reading: find the number n (0 ≤ n ≤ max_number) whose " +
            "SHA-256(salt + n) is challenge and send it as captcha_proof",
        ),
      expires_at: z.string().describe("ISO 8601; ten minutes after creation"),
    }),
  }),
})

export const createCaptcha = endpoint({
  method: "post",
  path: "/captcha",
  operationId: "createCaptcha",
  auth: "none",
  summary:
    "A new self-hosted captcha challenge: distorted characters, and a proof of work that needs no reading",
  tags: ["Captcha"],
  description:
    'Body (optional) `{"kind": "image", "form": "contact" | "signup"}` (image is the only kind; form ' +
    "defaults to contact): the challenge is accepted by that form only, once. The challenge can be answered two ways, either " +
    "is enough: retype the 5–6 distorted characters shown at `image_url`, or let a script find the " +
    "number n in `proof_of_work` (0 ≤ n ≤ `max_number`, SHA-256 of `salt` followed by n in decimal " +
    "digits equals `challenge`; a browser does it in a fraction of a second while the shop is quiet: " +
    "`max_number` doubles as challenges are asked for faster, up to sixteen times). Send the id back as " +
    "`captcha_id` and the characters as `captcha_value` or the number as `captcha_proof` with the form " +
    "that needs it (contact, sign-up). A challenge expires after 10 minutes and is used up by the first " +
    'attempt, right or wrong: 422 on captcha_value with `captcha.expired` ("captcha expired") or ' +
    '`captcha.invalid` ("captcha value invalid"), then ask for a new one. No third party is involved ' +
    "(docs/decisions/006-captcha.md, 035-captcha-proof-of-work.md). The question kind was removed on " +
    "2026-11-28: it answers 422.",
  body: CaptchaRequestSchema,
  responses: {
    201: { description: "The challenge", schema: CaptchaDocumentSchema },
    429: {
      description:
        "More challenges from one address in an hour than CAPTCHA_CHALLENGES_PER_ADDRESS_PER_HOUR (100); Retry-After",
    },
  },
})

export const getCaptchaImage = endpoint({
  method: "get",
  path: "/captcha/{id}/image",
  operationId: "getCaptchaImage",
  auth: "none",
  summary: "The picture of an image challenge (image/png, not cached)",
  tags: ["Captcha"],
  params: z.object({ id: z.string().max(64) }),
  responses: {
    200: { description: "image/png, 240 × 80, the characters to retype" },
    404: { description: "Unknown, used or expired challenge" },
  },
})
