import { Hono } from "hono"

import { sendContactEmail } from "#contract/contact"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document } from "../../lib/jsonapi"
import { countUse, MAIL_FORM_RULE, requireNotLocked } from "../accounts/throttle"
import { verifyCaptcha } from "../captcha/captcha.service"
import { giveBack, requireWithinShopCap } from "../limits/usage-caps"
import { sendContactMessage } from "./contact.service"

// The contact form (POST contact): a module of its own, apart from content, because it counts messages with
// the accounts' throttle while accounts reads the shop's settings from content (decision 112).

export const contactRoutes = new Hono<ApiEnv>()

defineRoute(contactRoutes, sendContactEmail, async (c, { body }) => {
  const { captcha_id, captcha_value, captcha_proof, ...message } = body
  // every message is a mail to staff: a few per address, then 429 (the captcha alone is no rate limit)
  const limitKey = `contact-address:${callerAddress(c)}`
  await requireNotLocked(c.get("db"), limitKey)
  await verifyCaptcha(c.get("db"), { id: captcha_id, value: captcha_value, proof: captcha_proof }, "contact")
  // and so many an hour for the whole shop, from whatever addresses: staff's mailboxes stay readable
  await requireWithinShopCap(c, "contact-messages", c.get("hourlyCaps").contactMessages, "contact.busy")
  try {
    await sendContactMessage(c.get("mailer"), message)
  } catch (error) {
    await giveBack(c.get("db"), "contact-messages", 3600)
    throw error
  }
  await countUse(c.get("db"), limitKey, MAIL_FORM_RULE)
  c.get("log").info("contact message sent", { service: message.service })
  return c.json(document({ type: "contact-messages", attributes: { status: "sent" as const } }))
})
