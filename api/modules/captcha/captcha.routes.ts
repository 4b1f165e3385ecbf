import { Hono } from "hono"

import { createCaptcha, getCaptchaImage } from "#contract/captcha"
import { PROOF_ALGORITHM } from "#contract/captcha-proof"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { requireWithinShopCap } from "../limits/usage-caps"
import { renderCaptcha } from "./captcha.image"
import { createChallenge, findImageText } from "./captcha.service"

export const captchaRoutes = new Hono<ApiEnv>()

defineRoute(captchaRoutes, createCaptcha, async (c, { body }) => {
  // so many an hour from one caller address, counted in the database (every process sees the same
  // count): a person asks for one per form shown, a script for thousands of rows and pictures
  await requireWithinShopCap(
    c,
    `captcha-address:${callerAddress(c)}`,
    c.get("hourlyCaps").captchaChallengesPerAddress,
    "captcha.busy",
  )
  // one kind ("image", the body's default); the form it is for binds it
  const challenge = await createChallenge(c.get("db"), body.form)
  c.header("Cache-Control", "no-store")
  return c.json(
    document(
      resource("captchas", challenge.id, {
        kind: "image" as const,
        image_url: `/api/captcha/${challenge.id}/image`,
        proof_of_work: {
          algorithm: PROOF_ALGORITHM,
          salt: challenge.proof.salt,
          challenge: challenge.proof.challenge,
          max_number: challenge.proof.max,
        },
        expires_at: challenge.expiresAt.toISOString(),
      }),
    ),
    201,
  )
})

defineRoute(captchaRoutes, getCaptchaImage, async (c, { params }) => {
  const challenge = await findImageText(c.get("db"), params.id)
  if (!challenge) throw notFound()
  // seeded by the id and the answer: reloading gives the same picture, not new ones to average
  const png = renderCaptcha(challenge.text, `${challenge.id}:${challenge.text}`)
  return c.body(new Uint8Array(png), 200, {
    "Content-Type": "image/png",
    "Cache-Control": "no-store",
    "Content-Length": String(png.length),
  })
})
