import crypto from "node:crypto"
import { createReadStream } from "node:fs"
import fs from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"

import { and, eq, sql } from "drizzle-orm"

import type { Database } from "../db/client"
import { storedFileChunks, storedFiles } from "../db/schema"

// Where generated files live (product pictures, export files), behind one interface (decision 026):
// - "folder": DATA_DIR/files, the default with the embedded database (one process owns DATA_DIR);
// - "database": the stored_files tables, the default with DATABASE_URL, so that every server process on
//   one PostgreSQL serves the same files (a picture seeded or an export made by another process).
// Technical documents, download files, invoices and offers need none of this: their bytes are kept in,
// or rendered on demand from, the database. An S3-compatible store would be a third implementation.

export type FileStorageKind = "folder" | "database"

export interface StoredFile {
  size: number
  /** the bytes, read as the consumer pulls them (a large file is never whole in memory) */
  stream: Readable
}

export interface FileStorage {
  readonly kind: FileStorageKind
  /** Stores these bytes under the key, replacing what was there; readers see the old or the new, whole. */
  put(key: string, content: Uint8Array | string | AsyncIterable<Uint8Array>): Promise<{ size: number }>
  /** put() of a local file's bytes (an export written to a temporary file); the file itself stays. */
  putFile(key: string, localPath: string): Promise<{ size: number }>
  /** The file's size and a stream of its bytes, or null when there is no such key. */
  read(key: string): Promise<StoredFile | null>
  /** The whole file in memory, for small files (a picture, a mail attachment); null when missing. */
  readBytes(key: string): Promise<Buffer | null>
  stat(key: string): Promise<{ size: number } | null>
  exists(key: string): Promise<boolean>
  /** Removes the key; nothing happens when it is missing. */
  delete(key: string): Promise<void>
  /** Removes every key under a folder-like prefix ending in "/" (e.g. "media/"). */
  deletePrefix(prefix: string): Promise<void>
}

// A key is a relative path of plain segments: letters, digits, "_", "-", "." but never first in a
// segment (so no "..", no hidden names), "/" between segments, no leading "/" and no "\". Nothing can
// name a file outside the folder, and a key reads the same in both implementations.
const SEGMENT = "[A-Za-z0-9_][A-Za-z0-9_.-]*"
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`)
const MAX_KEY_LENGTH = 512

export class InvalidStorageKeyError extends Error {}

/** The key itself, or throws InvalidStorageKeyError (a caller's bug, never a user's input). */
export function checkKey(key: string): string {
  if (typeof key !== "string" || key.length > MAX_KEY_LENGTH || !KEY.test(key))
    throw new InvalidStorageKeyError(`not a storage key: ${JSON.stringify(key)}`)
  return key
}

function checkPrefix(prefix: string): string {
  if (!prefix.endsWith("/"))
    throw new InvalidStorageKeyError(`a prefix ends with "/": ${JSON.stringify(prefix)}`)
  checkKey(prefix.slice(0, -1))
  return prefix
}

/** the size of the database's chunks: large enough for few rows, small enough to hold one at a time */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024

/** The storage the configuration names (env.fileStorage), over DATA_DIR/files or the database. */
export function createFileStorage(
  { fileStorage, dataDir }: { fileStorage: FileStorageKind; dataDir: string },
  db: Database,
): FileStorage {
  return fileStorage === "database" ? createDatabaseStorage(db) : createFolderStorage(filesDirOf(dataDir))
}

/** The folder of the folder storage inside DATA_DIR. */
export const filesDirOf = (dataDir: string) => path.join(dataDir, "files")

async function* bytesOf(content: Uint8Array | string | AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  if (typeof content === "string") yield Buffer.from(content)
  else if (content instanceof Uint8Array) yield content
  else yield* content
}

// ── Folder ──────────────────────────────────────────────────────────────────────────────────────────

export function createFolderStorage(dir: string): FileStorage {
  const root = path.resolve(dir)
  const fullPath = (key: string) => {
    const full = path.join(root, ...checkKey(key).split("/"))
    // the key's pattern already forbids it; kept as the last word before touching the disk
    if (!full.startsWith(root + path.sep)) throw new InvalidStorageKeyError(`outside the folder: ${key}`)
    return full
  }
  /** Writes through a temporary name beside the target, then renames: a reader never sees half a file. */
  async function replace(key: string, write: (temporary: string) => Promise<void>) {
    const target = fullPath(key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    // starts with ".": never a valid key, so never read as one
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.part`,
    )
    try {
      await write(temporary)
      await fs.rename(temporary, target)
    } catch (error) {
      await fs.rm(temporary, { force: true })
      throw error
    }
    return { size: (await fs.stat(target)).size }
  }
  const stat = async (key: string) => {
    try {
      const stats = await fs.stat(fullPath(key))
      return stats.isFile() ? { size: stats.size } : null
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error
      return null
    }
  }
  return {
    kind: "folder",
    put: (key, content) => replace(key, (temporary) => fs.writeFile(temporary, bytesOf(content))),
    putFile: (key, localPath) => replace(key, (temporary) => fs.copyFile(localPath, temporary)),
    async read(key) {
      const full = fullPath(key)
      let handle: fs.FileHandle
      try {
        handle = await fs.open(full, "r")
      } catch {
        return null
      }
      // the size of the file opened, even if the key is replaced meanwhile (a rename leaves it whole)
      const stats = await handle.stat()
      if (!stats.isFile()) {
        await handle.close()
        return null
      }
      return { size: stats.size, stream: handle.createReadStream() }
    },
    async readBytes(key) {
      try {
        return await fs.readFile(fullPath(key))
      } catch (error) {
        if (error instanceof InvalidStorageKeyError) throw error
        return null
      }
    },
    stat,
    exists: async (key) => (await stat(key)) !== null,
    async delete(key) {
      await fs.rm(fullPath(key), { force: true })
    },
    async deletePrefix(prefix) {
      await fs.rm(fullPath(checkPrefix(prefix).slice(0, -1)), { recursive: true, force: true })
    },
  }
}

// ── Database ────────────────────────────────────────────────────────────────────────────────────────

/** Cuts a stream of pieces of any size into pieces of exactly `size` bytes (the last one shorter). */
async function* rechunk(source: AsyncIterable<Uint8Array>, size: number): AsyncIterable<Buffer> {
  let pending: Buffer[] = []
  let length = 0
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)
    while (length + rest.length >= size) {
      const take = size - length
      pending.push(rest.subarray(0, take))
      yield Buffer.concat(pending)
      rest = rest.subarray(take)
      pending = []
      length = 0
    }
    if (rest.length) {
      // a copy: the source may reuse its buffer for the next piece
      pending.push(Buffer.from(rest))
      length += rest.length
    }
  }
  if (length) yield Buffer.concat(pending)
}

export function createDatabaseStorage(
  db: Database,
  { chunkBytes = DEFAULT_CHUNK_BYTES }: { chunkBytes?: number } = {},
): FileStorage {
  async function put(key: string, content: AsyncIterable<Uint8Array>) {
    checkKey(key)
    // one transaction: other processes see the old file or the new one, never a part of it
    return db.transaction(async (tx) => {
      await tx.delete(storedFiles).where(eq(storedFiles.key, key))
      const id = crypto.randomUUID()
      await tx.insert(storedFiles).values({ key, id, sizeBytes: 0, chunks: 0 })
      let size = 0
      let position = 0
      for await (const bytes of rechunk(content, chunkBytes)) {
        await tx.insert(storedFileChunks).values({ fileId: id, position, bytes })
        position += 1
        size += bytes.length
      }
      await tx.update(storedFiles).set({ sizeBytes: size, chunks: position }).where(eq(storedFiles.id, id))
      return { size }
    })
  }
  const find = async (key: string) => {
    const [row] = await db
      .select({ id: storedFiles.id, size: storedFiles.sizeBytes, chunks: storedFiles.chunks })
      .from(storedFiles)
      .where(eq(storedFiles.key, checkKey(key)))
    return row ?? null
  }
  async function* chunksOf(file: { id: string; chunks: number }) {
    // one chunk per query: the stream holds at most one chunk in memory
    for (let position = 0; position < file.chunks; position++) {
      const [chunk] = await db
        .select({ bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, file.id), eq(storedFileChunks.position, position)))
      // replaced or deleted while being read: fail the stream rather than end it short
      if (!chunk) throw new Error(`stored file ${file.id} changed while it was read`)
      yield chunk.bytes
    }
  }
  return {
    kind: "database",
    put: (key, content) => put(key, bytesOf(content)),
    putFile: (key, localPath) => put(key, createReadStream(localPath, { highWaterMark: chunkBytes })),
    async read(key) {
      const file = await find(key)
      if (!file) return null
      return { size: file.size, stream: Readable.from(chunksOf(file), { objectMode: false }) }
    },
    async readBytes(key) {
      const file = await find(key)
      if (!file) return null
      const chunks: Buffer[] = []
      for await (const chunk of chunksOf(file)) chunks.push(chunk)
      return Buffer.concat(chunks)
    },
    async stat(key) {
      const file = await find(key)
      return file ? { size: file.size } : null
    },
    exists: async (key) => (await find(key)) !== null,
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkKey(key)))
    },
    async deletePrefix(prefix) {
      await db.delete(storedFiles).where(sql`starts_with(${storedFiles.key}, ${checkPrefix(prefix)})`)
    },
  }
}
