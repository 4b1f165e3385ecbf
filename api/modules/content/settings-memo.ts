import type { DatabaseHandle } from "../../db/client"
import { readSettings, type SettingsValues } from "./settings.service"

/** The channel the settings table's trigger notifies on every change, whoever makes it (migration 0016). */
export const SETTINGS_CHANNEL = "settings_changed"
/**
 * A memo is never older than this, even if a notification were lost without its connection noticing (a
 * network that drops packets silently): one read a minute, against one for every page before.
 */
export const SETTINGS_MEMO_MAX_AGE_MS = 60_000

export interface SettingsMemo {
  /** the settings, from this process's memory while it follows their changes, else from the database */
  read: () => Promise<SettingsValues>
  /** drops what is kept: this process has just changed them (the notification follows) */
  forget: () => void
  /** whether reads come from memory: this process follows the settings' channel */
  isFollowing: () => boolean
}

const memos = new WeakMap<DatabaseHandle, SettingsMemo>()

/**
 * The shop's settings as this process last read them (decision 052). Every page asks for them (the page
 * cache is keyed by them, so that a staff switch shows at once); reading the table for each page was about
 * a seventh of a cached page's processor time. What is kept is dropped on every notification of the
 * settings' channel, which the table's trigger sends from any process or tool that changes them, and is
 * never used while this process is not following that channel: then every read goes to the database,
 * as before.
 */
export function settingsMemo(handle: DatabaseHandle): SettingsMemo {
  let memo = memos.get(handle)
  if (!memo) memos.set(handle, (memo = followedSettings(handle)))
  return memo
}

function followedSettings(handle: DatabaseHandle): SettingsMemo {
  let following = false
  let kept: { at: number; values: Promise<SettingsValues> } | null = null
  const forget = () => {
    kept = null
  }
  handle.follow(SETTINGS_CHANNEL, (event) => {
    if (event !== "notified") following = event === "listening"
    // a change, or changes that may have been missed while the subscription was down
    forget()
  })
  return {
    forget,
    isFollowing: () => following,
    read: () => {
      if (!following) return readSettings(handle.db)
      if (kept && Date.now() - kept.at < SETTINGS_MEMO_MAX_AGE_MS) return kept.values
      // the read under way is shared, and dropped by a notification that arrives before it ends
      const entry = { at: Date.now(), values: readSettings(handle.db) }
      kept = entry
      entry.values.catch(() => {
        // a failed read (the database down) is never kept: the next page asks again
        if (kept === entry) kept = null
      })
      return entry.values
    },
  }
}
