import { describe, expect, test } from "vitest"

import { DEMO_PASSWORD, setupTestApi } from "../support/api"

// The login throttle is counted in the database (api/modules/accounts/throttle.ts, decisions 031 and 109),
// so that processes behind a load balancer share it: guesses spread over them add up. `peer` is a second
// API instance on the same database; on PostgreSQL (TEST_DATABASE_URL) with a connection pool of its own,
// as a second process has.

const api = setupTestApi({ peer: true })

let counter = 0
const address = () => `10.93.${process.pid % 250}.${++counter}`
const loginOn = (instance: Pick<typeof api, "json">, email: string, password: string) =>
  instance.json("/auth/login", {
    method: "POST",
    // a new address for each attempt: only the account's count can lock it
    headers: { "content-type": "application/json", "x-forwarded-for": address() },
    body: JSON.stringify({ email, password }),
  })

describe("the login throttle across processes", () => {
  test("failures on two instances add up: the fifth locks the account on both, the right password included", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    for (const instance of [api, api.peer, api, api.peer])
      expect((await loginOn(instance, email, "Not-The-Password-1")).status).toBe(422)
    // the fifth failure, on the other instance than the fourth, sets the lock
    expect((await loginOn(api, email, "Not-The-Password-1")).status).toBe(422)
    for (const instance of [api.peer, api]) {
      const locked = await loginOn(instance, email, DEMO_PASSWORD)
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0)
    }
  })

  test("a burst split over two instances: at most 5 passwords are checked in all", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginOn(i % 2 ? api.peer : api, email, "guess")),
    )
    const checked = answers.filter((answer) => answer.status === 422).length
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(5)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - checked)
  })

  test("a success on one instance clears the count the other sees", async () => {
    const { email } = await api.insertPartner({ roles: [2] })
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await loginOn(api.peer, email, "Not-The-Password-1")).status).toBe(422)
    expect((await loginOn(api, email, DEMO_PASSWORD)).status).toBe(200)
    // four more failures after the success do not lock: the count started again
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await loginOn(api.peer, email, "Not-The-Password-1")).status).toBe(422)
    expect((await loginOn(api, email, DEMO_PASSWORD)).status).toBe(200)
  })
})
