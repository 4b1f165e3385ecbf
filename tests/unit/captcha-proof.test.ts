import crypto from "node:crypto"

import { describe, expect, test } from "vitest"
import { z } from "zod"

import { captchaAnswerFields, withCaptchaAnswer } from "#contract/captcha-answer"
import { PROOF_MAX, proofHash, solveProof } from "#contract/captcha-proof"

// The captcha's proof of work (docs/decisions/035): what the page's script runs, and the rule that a form
// needs the picture's characters or the found number.

// Node has the same Web Crypto as the browser
const subtle = globalThis.crypto.subtle
const salt = "6b1f0c9e2d7a4f38a5e0b9c1d2f3e4a5"

describe("proofHash", () => {
  test("is the hex SHA-256 of the salt followed by the number's digits", async () => {
    const expected = crypto.createHash("sha256").update(`${salt}40213`).digest("hex")
    expect(await proofHash(salt, 40213)).toBe(expected)
  })
})

describe("solveProof", () => {
  test("finds the secret number from the salt and the hash alone", async () => {
    const number = 1234 + crypto.randomInt(1000)
    const challenge = await proofHash(salt, number)
    expect(await solveProof({ salt, challenge, max: PROOF_MAX }, subtle)).toBe(number)
  })

  test("finds the largest number allowed and nothing past it", async () => {
    const challenge = await proofHash(salt, 300)
    expect(await solveProof({ salt, challenge, max: 300 }, subtle)).toBe(300)
    expect(await solveProof({ salt, challenge, max: 299 }, subtle)).toBeNull()
  })

  test("gives up without crypto.subtle, as a page served over plain HTTP has none", async () => {
    const challenge = await proofHash(salt, 0)
    expect(await solveProof({ salt, challenge, max: 10 }, undefined)).toBeNull()
  })

  test("gives up on a challenge that is no SHA-256 in hex", async () => {
    expect(await solveProof({ salt, challenge: "zz", max: 10 }, subtle)).toBeNull()
  })

  test("stops when the page moves on to another challenge", async () => {
    const controller = new AbortController()
    controller.abort()
    const challenge = await proofHash(salt, 5)
    expect(await solveProof({ salt, challenge, max: 10 }, subtle, controller.signal)).toBeNull()
  })
})

describe("a form's captcha answer", () => {
  const Form = withCaptchaAnswer(
    z.object({ name: z.string(), captcha_id: z.string(), ...captchaAnswerFields }),
  )
  const errorsOf = (input: unknown) => {
    const result = Form.safeParse(input)
    return Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    )
  }

  test("is the picture's characters or the found number", () => {
    expect(errorsOf({ name: "a", captcha_id: "x", captcha_value: "KT7MX" })).toEqual({})
    expect(errorsOf({ name: "a", captcha_id: "x", captcha_proof: 40213 })).toEqual({})
    expect(Form.parse({ name: "a", captcha_id: "x", captcha_proof: "40213" }).captcha_proof).toBe(40213)
  })

  test("is required on the characters' field when neither is there, beside the other problems", () => {
    expect(errorsOf({ captcha_id: "x", captcha_value: "  ", captcha_proof: "" })).toEqual({
      name: "Invalid input: expected string, received undefined",
      captcha_value: "validation.required",
    })
  })

  test("refuses a number that is not one", () => {
    expect(errorsOf({ name: "a", captcha_id: "x", captcha_proof: "12a" })).toEqual({
      captcha_proof: "validation.invalid",
    })
    expect(errorsOf({ name: "a", captcha_id: "x", captcha_proof: -3 })).toEqual({
      captcha_proof: "validation.invalid",
    })
  })
})
