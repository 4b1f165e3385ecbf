import { afterAll, afterEach, describe, expect, test, vi } from "vitest"

import { writeSetting } from "../../api/modules/content/settings.service"
import { settingsMemo } from "../../api/modules/content/settings-memo"
import { setupTestApi } from "../support/api"

// Decision 052: each process keeps the shop's settings in memory and drops them when the settings table's
// trigger announces a change. With `peer`, on PostgreSQL, the change comes from a second connection pool:
// what another server process, or the staff command writing to the database itself, does.
const api = setupTestApi({ peer: true })
const onPostgres = !!process.env.TEST_DATABASE_URL

const maintenanceShown = async (): Promise<boolean> =>
  (await api.json("/settings")).body.data.attributes.maintenance

/** a change of the settings the trigger does not announce: only a memo that is not used can see it */
async function switchMaintenanceUnannounced(enabled: boolean) {
  await api.handle.execRaw(`
    begin;
    alter table settings disable trigger settings_changed;
    insert into settings (key, value) values ('maintenance', '{"enabled": ${enabled}, "until": null}')
      on conflict (key) do update set value = excluded.value;
    alter table settings enable trigger settings_changed;
    commit;`)
}

async function following() {
  const memo = settingsMemo(api.handle)
  await api.json("/settings")
  await expect.poll(() => memo.isFollowing(), { timeout: 10_000 }).toBe(true)
  return memo
}

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await writeSetting(api.handle.db, "maintenance", { enabled: false, until: null })
})

describe("the settings' memo", () => {
  test("answers from memory while the process follows the settings' changes", async () => {
    const memo = await following()
    expect(await maintenanceShown()).toBe(false)
    await switchMaintenanceUnannounced(true)
    expect(await maintenanceShown()).toBe(false)
    // what this process's own staff door does after a switch (staff.routes.ts)
    memo.forget()
    expect(await maintenanceShown()).toBe(true)
    await switchMaintenanceUnannounced(false)
    memo.forget()
    expect(await maintenanceShown()).toBe(false)
  })

  test("a change made on another connection shows as soon as the database announces it", async () => {
    await following()
    expect(await maintenanceShown()).toBe(false)
    await writeSetting(api.peer.handle.db, "maintenance", { enabled: true, until: null })
    await expect.poll(maintenanceShown).toBe(true)
    await writeSetting(api.peer.handle.db, "maintenance", { enabled: false, until: null })
    await expect.poll(maintenanceShown).toBe(false)
  })

  test("is never older than a minute, even if an announcement were lost", async () => {
    await following()
    vi.useFakeTimers({ toFake: ["Date"] })
    expect(await maintenanceShown()).toBe(false)
    await switchMaintenanceUnannounced(true)
    vi.setSystemTime(Date.now() + 59_000)
    expect(await maintenanceShown()).toBe(false)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await maintenanceShown()).toBe(true)
    await switchMaintenanceUnannounced(false)
    vi.setSystemTime(Date.now() + 61_000)
    expect(await maintenanceShown()).toBe(false)
  })

  test.runIf(onPostgres)(
    "reads the database while its subscription is down, and follows again once it is back",
    async () => {
      const memo = await following()
      // the subscription's connection ends, as it would when the database restarts
      await api.handle.queryRaw(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'listen settings_changed'`,
      )
      await expect.poll(() => memo.isFollowing()).toBe(false)
      await switchMaintenanceUnannounced(true)
      expect(await maintenanceShown()).toBe(true)
      await switchMaintenanceUnannounced(false)
      expect(await maintenanceShown()).toBe(false)
      // reconnected within seconds; what changed meanwhile was dropped with the memo
      await expect.poll(() => memo.isFollowing(), { timeout: 10_000 }).toBe(true)
      expect(await maintenanceShown()).toBe(false)
    },
  )
})
