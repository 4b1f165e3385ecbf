import crypto from "node:crypto"

import type { Context } from "hono"

import type { ApiEnv } from "./context"
import { ApiError } from "./errors"
import type { Logger } from "./log"
import type { FileStorage } from "./storage"

// An uploaded file and the row that names it live in two places that no transaction joins: the file
// storage (decision 026) and the row's table. So the file is written first under a key nobody has used,
// then the row in its transaction; when that transaction fails the file is deleted again, and a file
// the row stops naming (replaced or deleted) is deleted once the row's change is committed (decision 098).
// What can remain after a crash between the two steps is a file no row names, never a row without its file.

/** Stores the bytes under a fresh key in `folder`, then records the row; undoes the file if that fails. */
export async function storeThenRecord<T>(
  storage: FileStorage,
  upload: { folder: string; extension: string; bytes: Uint8Array },
  record: (key: string) => Promise<T>,
): Promise<T> {
  const key = `${upload.folder}/${crypto.randomUUID()}.${upload.extension}`
  await storage.put(key, upload.bytes)
  try {
    return await record(key)
  } catch (error) {
    // the row's failure is what the caller answers; a failed clean-up leaves a file no row names
    await storage.delete(key).catch(() => undefined)
    throw error
  }
}

/**
 * Deletes a file its row no longer names, after the row's change was committed. A failure here leaves a
 * file nobody reads: logged, never the request's failure, since the change itself succeeded.
 */
export async function forgetStoredFile(storage: FileStorage, key: string | null, log: Logger) {
  if (!key) return
  try {
    await storage.delete(key)
  } catch (error) {
    log.warn("a stored file no row names could not be deleted", { key, error: String(error) })
  }
}

/** The file storage uploads go to; every server passes one, an API built without one refuses uploads. */
export function requireStorage(c: Context<ApiEnv>) {
  const storage = c.get("storage")
  if (!storage) throw new ApiError(503, "storage_unavailable", "No file storage is configured.")
  return storage
}
