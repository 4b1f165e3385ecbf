import fs from "node:fs/promises"
import path from "node:path"

// DATA_DIR holds what no other local user may read: the embedded database, the outbox's mails with live
// set-your-password links, the staff key, stored files and exports (docs/security.md, V13.3.2).
// Every process that writes there (the server, db:seed, db:migrate, the staff command) makes its files
// owner-only from the start (umask 077: files 0600, folders 0700), and says which of what is already
// there is open to others, so that an operator can close it (the mode is theirs to decide; a backup group
// may be intended).

/** Makes this process's new files and folders owner-only. */
export function keepNewFilesPrivate() {
  process.umask(0o077)
}

/** DATA_DIR and what lies directly in it that group or others may read, write or enter. */
export async function filesOpenToOthers(dataDir: string): Promise<string[]> {
  const open: string[] = []
  const check = async (target: string) => {
    const stat = await fs.stat(target).catch(() => null)
    if (stat && (stat.mode & 0o077) !== 0) open.push(`${target} (${(stat.mode & 0o777).toString(8)})`)
  }
  await check(dataDir)
  const entries = await fs.readdir(dataDir).catch(() => [] as string[])
  for (const entry of entries) await check(path.join(dataDir, entry))
  return open
}

/** The start-up warning, or null when everything is owner-only. */
export async function looseDataDirWarning(dataDir: string): Promise<string | null> {
  const open = await filesOpenToOthers(dataDir)
  if (open.length === 0) return null
  return `${open.length} entries of DATA_DIR are open to other local users: ${open.slice(0, 5).join(", ")}${open.length > 5 ? ", …" : ""}. Close them with: chmod -R go-rwx ${dataDir}`
}
