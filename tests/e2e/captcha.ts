import type { Page } from "@playwright/test"

import { solveCaptchaProof } from "../support/captcha"
import { expect } from "./fixtures"

// The captcha in the journeys (docs/decisions/035-captcha-proof-of-work.md). With scripts the page finds
// the proof of work's number itself and says so. Without scripts a person reads the picture, which a test
// cannot do: the test then finds the number from the challenge written beside the hidden field and puts
// it there, standing in for the script the page could not run. What that covers is the server's side of
// a form sent without scripts; the picture's characters are checked against the database in
// tests/api/captcha.test.ts and tests/api/contact.test.ts.

/** the page's own message once its script has done the check */
export const CHECKED = "Checked automatically: you need not type the characters."

/** With scripts: the page has done the check, and nothing is left to read. */
export async function expectCheckedByThePage(page: Page) {
  const main = page.getByRole("main")
  await expect(main.getByRole("status").filter({ hasText: CHECKED })).toBeVisible()
  await expect(main.getByRole("img", { name: /Distorted characters/ })).toHaveCount(0)
  await expect(main.getByLabel("Characters shown in the image")).toHaveCount(0)
}

/** Without scripts: the proof's number in the form's hidden field, found as the page's script finds it. */
export async function answerTheProofWithoutScripts(page: Page) {
  // a hidden field has no role or label: it is found by its name
  const field = page.getByRole("main").locator('input[type="hidden"][name="captcha_proof"]')
  const [salt, challenge, max] = await Promise.all(
    ["salt", "challenge", "max"].map((part) => field.getAttribute(`data-proof-${part}`)),
  )
  const number = solveCaptchaProof({ salt: salt!, challenge: challenge!, max_number: Number(max) })
  await field.evaluate((input: HTMLInputElement, value) => {
    input.value = value
  }, String(number))
}
