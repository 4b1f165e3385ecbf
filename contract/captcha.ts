import { z } from "zod"

import { endpoint } from "./endpoint"

// The self-hosted captcha (docs/decisions/006-captcha.md): contact and sign-up send its answer along.

export const CAPTCHA_KINDS = ["image", "question"] as const
export type CaptchaKind = (typeof CAPTCHA_KINDS)[number]

export const CaptchaRequestSchema = z
  .object({ kind: z.enum(CAPTCHA_KINDS, { message: "validation.select" }).default("image") })
  .default({ kind: "image" })

export const CaptchaDocumentSchema = z.object({
  data: z.object({
    type: z.literal("captchas"),
    id: z.string().describe("the captcha_id to send back with the answer"),
    attributes: z.object({
      kind: z.enum(CAPTCHA_KINDS),
      image_url: z
        .string()
        .optional()
        .describe("image kind: the picture to retype, same origin (/api/captcha/{id}/image)"),
      question: z.string().optional().describe("question kind: the question in the request's language"),
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
    "A new self-hosted captcha challenge: distorted characters, or a question as the accessible alternative",
  tags: ["Captcha"],
  description:
    'Body (optional) `{"kind": "image" | "question"}`, default image. The image kind shows 5–6 distorted ' +
    "characters at `image_url`; the question kind asks, in words and in the request's language, a sum to " +
    "answer in digits, for people who cannot see the image. Send the id back as `captcha_id` and the " +
    "answer as `captcha_value` with the form that needs it (contact, sign-up). A challenge expires after " +
    "10 minutes and is used up by the first attempt, right or wrong: 422 `captcha.expired` " +
    '("captcha expired") or `captcha.invalid` ("captcha value invalid"), then ask for a new one. ' +
    "No third party is involved (docs/decisions/006-captcha.md).",
  body: CaptchaRequestSchema,
  responses: { 201: { description: "The challenge", schema: CaptchaDocumentSchema } },
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
    404: { description: "Unknown, used or expired challenge, or a question challenge" },
  },
})
