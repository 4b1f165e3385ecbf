import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/contract"
import { notFound, ValidationError } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { renderCaptcha } from "./captcha.image"
import { createChallenge, findImageText } from "./captcha.service"

export const captchaRoutes = new Hono<ApiEnv>()

const CaptchaRequest = z.object({
  kind: z.enum(["image", "question"], { message: "validation.select" }).default("image"),
})

const CaptchaDocument = z.object({
  data: z.object({
    type: z.literal("captchas"),
    id: z.string().describe("the captcha_id to send back with the answer"),
    attributes: z.object({
      kind: z.enum(["image", "question"]),
      image_url: z
        .string()
        .optional()
        .describe("image kind: the picture to retype, same origin (/api/captcha/{id}/image)"),
      question: z.string().optional().describe("question kind: the question in the request's language"),
      expires_at: z.string().describe("ISO 8601; ten minutes after creation"),
    }),
  }),
})

defineRoute(
  captchaRoutes,
  {
    method: "post",
    path: "/captcha",
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
    responses: { 201: { description: "The challenge", schema: CaptchaDocument } },
  },
  async (c) => {
    // The body is optional, so it is read here rather than declared as a required request body.
    const raw = (await c.req.text()).trim()
    let value: unknown = {}
    if (raw) {
      try {
        value = JSON.parse(raw)
      } catch {
        throw new ValidationError({ _: ["validation.malformed"] })
      }
    }
    const parsed = CaptchaRequest.safeParse(value ?? {})
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    const challenge = await createChallenge(c.get("db"), parsed.data.kind, c.get("locale"))
    c.header("Cache-Control", "no-store")
    return c.json(
      document(
        resource("captchas", challenge.id, {
          kind: challenge.kind,
          ...(challenge.kind === "image"
            ? { image_url: `/api/captcha/${challenge.id}/image` }
            : { question: challenge.question ?? "" }),
          expires_at: challenge.expiresAt.toISOString(),
        }),
      ),
      201,
    )
  },
)

defineRoute(
  captchaRoutes,
  {
    method: "get",
    path: "/captcha/{id}/image",
    summary: "The picture of an image challenge (image/png, not cached)",
    tags: ["Captcha"],
    params: z.object({ id: z.string().max(64) }),
    responses: {
      200: { description: "image/png, 240 × 80, the characters to retype" },
      404: { description: "Unknown, used or expired challenge, or a question challenge" },
    },
  },
  async (c, { params }) => {
    const challenge = await findImageText(c.get("db"), params.id)
    if (!challenge) throw notFound()
    // seeded by the id and the answer: reloading gives the same picture, not new ones to average
    const png = renderCaptcha(challenge.text, `${challenge.id}:${challenge.text}`)
    return c.body(new Uint8Array(png), 200, {
      "Content-Type": "image/png",
      "Cache-Control": "no-store",
      "Content-Length": String(png.length),
    })
  },
)
