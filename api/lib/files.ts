import fs from "node:fs/promises"
import path from "node:path"

/** A stored file by its key (e.g. downloads/X.pdf), never outside the files folder. */
export async function readStoredFile(filesDir: string, key: string): Promise<Buffer | null> {
  const root = path.resolve(filesDir)
  const full = path.resolve(root, key)
  if (!full.startsWith(root + path.sep)) return null
  try {
    return await fs.readFile(full)
  } catch {
    return null
  }
}
