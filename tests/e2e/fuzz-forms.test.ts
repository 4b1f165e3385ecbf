import type { APIRequestContext } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, hasScripts, test } from "./fixtures"
import {
  type FormAction,
  formActions,
  type FormCase,
  formCases,
  formFieldsOf,
  formTokenOf,
} from "./form-fuzz"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, DEMO_PASSWORD, newPartner, putBasket } from "./partners"

// API-2: nothing a stranger sends a form gets a 5xx. Every form action of the shop (tests/e2e/form-fuzz.ts
// finds them in the route modules) is sent malformed bodies, as a visitor and as a logged-in partner with
// every role, each with the form token and the same-origin headers a page of the shop sends, so that they
// reach the action itself: no answer may be 500 or more. HTTP only, so it runs in one project.

/** requests in flight: a few, as a browser's tabs might send; more only crowds the other journeys */
const CONCURRENCY = 4

interface Identity {
  name: string
  context: APIRequestContext
  /** logs in again when an action (logout, the terms gate's cancel) ended the session */
  ensureSession(): Promise<void>
}

test("no malformed form body sent to any action of the shop answers 5xx", async ({
  playwright,
  baseURL,
}, info) => {
  test.skip(!hasScripts(info.project.name), "HTTP only: runs once")
  test.setTimeout(240_000)
  const started = performance.now()
  const sameOrigin = { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" }

  const visitorContext = await playwright.request.newContext({ baseURL })
  const partnerContext = await playwright.request.newContext({ baseURL })
  const email = await newPartner(partnerContext, {
    email: uniqueAddress("fuzz", info.project.name),
    password: DEMO_PASSWORD,
    roles: "1,2,3,4,5,6,7,8",
    firstName: "Fuzz",
    lastName: "Partner",
    company: "Fuzz Kitchens",
  })
  let logins = 0
  const logIn = async () => {
    const token = formTokenOf(await (await partnerContext.get(localizedPath("en", "login"))).text())!
    const answer = await partnerContext.post(localizedPath("en", "login"), {
      headers: sameOrigin,
      form: { csrf: token, email, password: DEMO_PASSWORD },
      maxRedirects: 0,
    })
    expect(answer.status(), "the partner's login").toBe(303)
    logins++
  }
  await logIn()
  // a basket line, a saved basket and an offer of the partner's: the forms that act on them get past 404
  const api = await apiHeadersOf(partnerContext, email, DEMO_PASSWORD)
  await putBasket(partnerContext, api, [{ id: "BMG4-080A", quantity: 2 }])
  const draft = await (await partnerContext.post("/api/orders/drafts", { headers: api, data: {} })).json()
  await putBasket(partnerContext, api, [{ id: "BMG4-080A", quantity: 2 }])
  const offer = await (await partnerContext.post("/api/offers/create", { headers: api })).json()
  const identities: Identity[] = [
    { name: "visitor", context: visitorContext, ensureSession: async () => {} },
    {
      name: "partner",
      context: partnerContext,
      async ensureSession() {
        const account = await partnerContext.get(localizedPath("en", "myAccount"), { maxRedirects: 0 })
        if (account.status() !== 200) await logIn()
      },
    },
  ]

  const actions = formActions({
    myBasketDetail: { id: String(draft.data.id) },
    offerEditor: { id: String(offer.data.id) },
    offerDetail: { id: String(offer.data.id) },
  })
  // every kind of action is there: public forms, partner forms, and resource routes
  expect(actions.map((action) => action.name)).toEqual(
    expect.arrayContaining([
      "contact",
      "login",
      "basket",
      "submitOrder",
      "myApiKeys",
      "logout",
      "cookie-consent",
    ]),
  )
  const failures: string[] = []
  const tally = new Map<number, number>()
  let sent = 0
  for (const identity of identities)
    for (const action of actions) {
      await identity.ensureSession()
      const cases = await casesOf(identity.context, action)
      await inBatches(cases, async (fuzzCase) => {
        const status = await send(identity.context, action, fuzzCase, sameOrigin)
        sent++
        tally.set(status, (tally.get(status) ?? 0) + 1)
        if (status >= 500 || status === 0)
          failures.push(`${identity.name} ${action.path} [${fuzzCase.label}] → ${status}`)
      })
    }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const byStatus = [...tally].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
  const summary = `${sent} requests to ${actions.length} form actions in ${seconds} s (partner logins: ${logins}); by status: ${byStatus.join(", ")}`
  console.log(`Form fuzz: ${summary}`)
  info.annotations.push({ type: "form fuzz", description: summary })
  expect(failures).toEqual([])
  await visitorContext.dispose()
  await partnerContext.dispose()
})

/** The malformed bodies for an action, with the fields and intents its page shows to this identity. */
async function casesOf(context: APIRequestContext, action: FormAction): Promise<FormCase[]> {
  const page = await context.get(action.path, { maxRedirects: 0 })
  const html = page.headers()["content-type"]?.includes("html") ? await page.text() : ""
  // a resource route has no page of its own: the contact page has the header's forms (cookie notice,
  // logout) and always a token, in its own form (never a shared page, unlike the home page)
  const home = html && formTokenOf(html) ? "" : await (await context.get("/en/contact")).text()
  const token = formTokenOf(html) ?? formTokenOf(home)
  expect(token, `a form token for ${action.path}`).toBeTruthy()
  // a page this identity is sent away from (a visitor's partner page): its body is still read and limited,
  // but its action never runs, so the cases per intent would only be sent away too
  const sentAway = page.status() >= 300 && page.status() < 400
  return formCases(formFieldsOf(html || home), action, token!, { perIntent: !sentAway })
}

async function send(
  context: APIRequestContext,
  action: FormAction,
  fuzzCase: FormCase,
  sameOrigin: Record<string, string>,
): Promise<number> {
  try {
    const answer = await context.post(action.path, {
      headers: {
        ...sameOrigin,
        ...(fuzzCase.contentType !== undefined && { "content-type": fuzzCase.contentType }),
      },
      data: fuzzCase.body,
      maxRedirects: 0,
      failOnStatusCode: false,
    })
    await answer.dispose()
    return answer.status()
  } catch {
    // no answer at all (the connection dropped) is as bad as a 500 for the sender
    return 0
  }
}

/** Runs `each` over the items, CONCURRENCY at a time. */
async function inBatches<T>(items: T[], each: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += CONCURRENCY)
    await Promise.all(items.slice(start, start + CONCURRENCY).map(each))
}
