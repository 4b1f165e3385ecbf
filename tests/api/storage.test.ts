import crypto from "node:crypto"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { Readable } from "node:stream"

import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { storedFileChunks, storedFiles } from "../../api/db/schema"
import { readEnv } from "../../api/lib/env"
import {
  checkKey,
  createDatabaseStorage,
  createFileStorage,
  createFolderStorage,
  DEFAULT_CHUNK_BYTES,
  type FileStorage,
  InvalidStorageKeyError,
} from "../../api/lib/storage"
import { setupTestApi } from "../support/api"

// The file storage (api/lib/storage.ts, decision 026) behind product pictures and export files: both
// implementations hold the same contract, the database one in ~1 MB chunks written in one transaction.

const api = setupTestApi()
let folder: string
// on PostgreSQL the API test files share one database: keys of this run only
const run = crypto.randomBytes(4).toString("hex")

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "storage-test-"))
})
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true })
})

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}
const random = (size: number) => crypto.randomBytes(size)

const implementations: [string, () => FileStorage][] = [
  ["folder", () => createFolderStorage(folder)],
  // small chunks: a file of a few KB already spans several rows
  ["database", () => createDatabaseStorage(api.handle.db, { chunkBytes: 1000 })],
]

describe.each(implementations)("%s storage", (name, make) => {
  let storage: FileStorage
  const key = (rest: string) => `t-${name}-${run}/${rest}`
  beforeAll(() => {
    storage = make()
  })

  test("bytes put are read back whole, as a stream with their size and as bytes", async () => {
    const content = random(4_321)
    expect(await storage.put(key("a/b/file.bin"), content)).toEqual({ size: 4_321 })
    const stored = (await storage.read(key("a/b/file.bin")))!
    expect(stored.size).toBe(4_321)
    expect((await bytesOf(stored.stream)).equals(content)).toBe(true)
    expect((await storage.readBytes(key("a/b/file.bin")))!.equals(content)).toBe(true)
    expect(await storage.stat(key("a/b/file.bin"))).toEqual({ size: 4_321 })
    expect(await storage.exists(key("a/b/file.bin"))).toBe(true)
  })

  test("a text, a stream of uneven pieces, a local file and an empty file", async () => {
    await storage.put(key("text.svg"), "<svg>é</svg>")
    expect((await storage.readBytes(key("text.svg")))!.toString("utf8")).toBe("<svg>é</svg>")

    const pieces = [random(1), random(999), random(1), random(2_500), random(0), random(1_000)]
    await storage.put(key("pieces.bin"), Readable.from(pieces))
    expect((await storage.readBytes(key("pieces.bin")))!.equals(Buffer.concat(pieces))).toBe(true)

    const local = path.join(folder, `local-${name}.bin`)
    const content = random(3_333)
    await fs.writeFile(local, content)
    expect(await storage.putFile(key("local.bin"), local)).toEqual({ size: 3_333 })
    expect((await storage.readBytes(key("local.bin")))!.equals(content)).toBe(true)
    // the local file is the caller's to remove
    expect((await fs.stat(local)).size).toBe(3_333)

    await storage.put(key("empty.txt"), Buffer.alloc(0))
    const empty = (await storage.read(key("empty.txt")))!
    expect(empty.size).toBe(0)
    expect((await bytesOf(empty.stream)).length).toBe(0)
  })

  test("a missing key is null, not an error; deleting it does nothing", async () => {
    expect(await storage.read(key("nothing.bin"))).toBeNull()
    expect(await storage.readBytes(key("nothing.bin"))).toBeNull()
    expect(await storage.stat(key("nothing.bin"))).toBeNull()
    expect(await storage.exists(key("nothing.bin"))).toBe(false)
    await storage.delete(key("nothing.bin"))
    // a folder-like prefix of stored keys is no file either
    await storage.put(key("dir/inside.txt"), "x")
    expect(await storage.read(key("dir"))).toBeNull()
    expect(await storage.exists(key("dir"))).toBe(false)
  })

  test("an overwrite replaces the whole file, a shorter one included", async () => {
    await storage.put(key("over.bin"), random(5_000))
    const shorter = random(1_200)
    await storage.put(key("over.bin"), shorter)
    expect(await storage.stat(key("over.bin"))).toEqual({ size: 1_200 })
    expect((await storage.readBytes(key("over.bin")))!.equals(shorter)).toBe(true)
  })

  test("delete removes one key; deletePrefix every key under a prefix and nothing beside it", async () => {
    await storage.put(key("p/one.txt"), "1")
    await storage.put(key("p/deep/two.txt"), "2")
    await storage.put(key("p-beside/three.txt"), "3")
    await storage.put(key("pp.txt"), "4")
    await storage.delete(key("p/one.txt"))
    expect(await storage.exists(key("p/one.txt"))).toBe(false)
    expect(await storage.exists(key("p/deep/two.txt"))).toBe(true)
    await storage.deletePrefix(key("p/"))
    expect(await storage.exists(key("p/deep/two.txt"))).toBe(false)
    expect(await storage.exists(key("p-beside/three.txt"))).toBe(true)
    expect(await storage.exists(key("pp.txt"))).toBe(true)
    // an unknown prefix is no error
    await storage.deletePrefix(key("never/"))
  })

  test("keys that could name something outside the storage are refused before anything is touched", async () => {
    const bad = [
      "../escape.txt",
      "a/../../escape.txt",
      "a/./b.txt",
      "/etc/passwd",
      "a//b.txt",
      "a/",
      "",
      ".hidden",
      "a\\..\\b.txt",
      "a/b c.txt",
      "C:/x.txt",
      "a/\u0000.txt",
      "é.txt",
      "x".repeat(600),
    ]
    for (const key of bad) {
      await expect(storage.put(key, "x"), key).rejects.toThrow(InvalidStorageKeyError)
      await expect(storage.read(key), key).rejects.toThrow(InvalidStorageKeyError)
      await expect(storage.readBytes(key), key).rejects.toThrow(InvalidStorageKeyError)
      await expect(storage.exists(key), key).rejects.toThrow(InvalidStorageKeyError)
      await expect(storage.delete(key), key).rejects.toThrow(InvalidStorageKeyError)
    }
    // a prefix is a valid key followed by "/"
    for (const prefix of ["", "/", "../", "media", "a/../"])
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(InvalidStorageKeyError)
    await expect(fs.access(path.join(folder, "..", "escape.txt"))).rejects.toThrow()
  })
})

describe("keys", () => {
  test("the generated keys of pictures and export files are valid", () => {
    expect(checkKey("media/frg-front-0123456789.svg")).toBe("media/frg-front-0123456789.svg")
    expect(checkKey(`exports/12/${crypto.randomUUID()}.xlsx`)).toMatch(/^exports\/12\//)
  })
})

describe("database storage", () => {
  test("a file of several 1 MB chunks streams back chunk by chunk, byte for byte", async () => {
    const storage = createDatabaseStorage(api.handle.db)
    const content = random(2 * DEFAULT_CHUNK_BYTES + 12_345)
    const key = `t-big-${run}/big.bin`
    const local = path.join(folder, "big.bin")
    await fs.writeFile(local, content)
    await storage.putFile(key, local)
    const [file] = await api.handle.db.select().from(storedFiles).where(eq(storedFiles.key, key))
    expect(file).toMatchObject({ sizeBytes: content.length, chunks: 3 })
    const chunks = await api.handle.db
      .select({ position: storedFileChunks.position, length: sql<number>`length(${storedFileChunks.bytes})` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, file!.id))
      .orderBy(storedFileChunks.position)
    expect(chunks).toEqual([
      { position: 0, length: DEFAULT_CHUNK_BYTES },
      { position: 1, length: DEFAULT_CHUNK_BYTES },
      { position: 2, length: 12_345 },
    ])
    const stored = (await storage.read(key))!
    let pieces = 0
    const received: Buffer[] = []
    for await (const piece of stored.stream) {
      pieces += 1
      received.push(piece as Buffer)
    }
    expect(pieces).toBeGreaterThanOrEqual(3)
    expect(Buffer.concat(received).equals(content)).toBe(true)
    await storage.delete(key)
    // the chunks go with their file
    expect(await api.handle.db.$count(storedFileChunks, eq(storedFileChunks.fileId, file!.id))).toBe(0)
  })

  test("a write that fails half-way leaves the earlier file whole and no chunks behind", async () => {
    const storage = createDatabaseStorage(api.handle.db, { chunkBytes: 1000 })
    const key = `t-half-${run}/file.bin`
    const before = random(2_000)
    await storage.put(key, before)
    const [{ n: chunksBefore }] = (
      await api.handle.queryRaw("select count(*)::int as n from stored_file_chunks")
    ).rows as [{ n: number }]
    async function* failing() {
      yield await Promise.resolve(random(1_500))
      yield random(1_500)
      throw new Error("the source broke")
    }
    await expect(storage.put(key, failing())).rejects.toThrow("the source broke")
    expect((await storage.readBytes(key))!.equals(before)).toBe(true)
    const [{ n: chunksAfter }] = (
      await api.handle.queryRaw("select count(*)::int as n from stored_file_chunks")
    ).rows as [{ n: number }]
    expect(chunksAfter).toBe(chunksBefore)
  })

  test("a file replaced while it is read fails the stream rather than mixing two versions", async () => {
    const storage = createDatabaseStorage(api.handle.db, { chunkBytes: 1000 })
    const key = `t-race-${run}/file.bin`
    await storage.put(key, random(5_000))
    const stored = (await storage.read(key))!
    await storage.put(key, random(5_000))
    await expect(bytesOf(stored.stream)).rejects.toThrow(/changed while it was read/)
  })
})

describe("configuration", () => {
  test("FILE_STORAGE: folder with the embedded database, database with DATABASE_URL, or as set", () => {
    expect(readEnv({}).fileStorage).toBe("folder")
    expect(readEnv({ DATABASE_URL: "postgres://db/shop" }).fileStorage).toBe("database")
    expect(readEnv({ DATABASE_URL: "postgres://db/shop", FILE_STORAGE: "folder" }).fileStorage).toBe("folder")
    expect(readEnv({ FILE_STORAGE: "database" }).fileStorage).toBe("database")
    expect(() => readEnv({ FILE_STORAGE: "s3" })).toThrow(/FILE_STORAGE/)
  })

  test("createFileStorage gives the folder in DATA_DIR/files or the database", async () => {
    const folderStorage = createFileStorage({ fileStorage: "folder", dataDir: folder }, api.handle.db)
    await folderStorage.put(`t-conf-${run}/x.txt`, "x")
    expect(await fs.readFile(path.join(folder, "files", `t-conf-${run}`, "x.txt"), "utf8")).toBe("x")
    expect(createFileStorage({ fileStorage: "database", dataDir: folder }, api.handle.db).kind).toBe(
      "database",
    )
  })
})
