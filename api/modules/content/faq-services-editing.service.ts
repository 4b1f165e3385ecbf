import type { FaqBody, ServiceBody } from "#contract/staff-faq-services"

import type { Db } from "../../db/client"
import { slugify } from "../../lib/slug"
import { faqs, services } from "./content.schema"
import { keptText } from "./content-editing"
import { orderedContentEditing, type Placed } from "./ordered-content-editing"

// The FAQ and the services written by staff (CONTENT-8, decision 120), in the order the shop shows them.

export type EditedFaq = Placed<typeof faqs>
export type EditedService = Placed<typeof services>

export const faqEditing = orderedContentEditing(faqs, (body: FaqBody) => ({
  question: keptText(body.question),
  answer: keptText(body.answer),
}))

export const serviceEditing = orderedContentEditing(services, (body: ServiceBody) => ({
  title: keptText(body.title),
  summary: keptText(body.summary),
  body: keptText(body.body),
}))

const KEY_MAX = 60

/**
 * A new service's key, the anchor of its section on the shop (#service-{key}): made from its English
 * title, unique, and never changed afterwards, so that links to the section keep working.
 */
export async function newServiceKey(db: Db, englishTitle: string) {
  const taken = new Set((await serviceEditing.list(db)).map((row) => row.key))
  const base = slugify(englishTitle).slice(0, KEY_MAX).replace(/-+$/, "") || "service"
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
  return key
}
