import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { usePreparedStatements } from "../../api/db/pglite-statements"

// The embedded database's statements are parsed once under a name and run again from it (decision 064).
// Every answer must be what PGlite's own query gives: the same rows, types, counts and errors. Runs on
// an in-memory PGlite whatever database the other API tests use.

let plain: PGlite
let prepared: PGlite

const SCHEMA = `
  create table things (
    id serial primary key,
    name text not null unique,
    texts jsonb not null default '{}',
    tags text[] not null default '{}',
    price numeric(10, 2),
    weight real,
    at timestamptz not null default now(),
    big bigint
  )`

const keptStatements = async (db: PGlite) =>
  (
    await db.query<{ statement: string }>("select statement from pg_prepared_statements order by statement")
  ).rows.map((row) => row.statement)

beforeAll(async () => {
  plain = await PGlite.create("memory://")
  prepared = await PGlite.create("memory://")
  usePreparedStatements(prepared, { max: 3 })
  for (const db of [plain, prepared]) await db.exec(SCHEMA)
})

afterAll(async () => {
  await plain?.close()
  await prepared?.close()
})

describe("prepared statements on the embedded database", () => {
  test("rows, fields and counts are PGlite's own, in objects and in arrays, with every kind of value", async () => {
    const insert =
      "insert into things (name, texts, tags, price, weight, at, big) values ($1, $2, $3, $4, $5, $6, $7) returning *"
    const values = [
      [
        "Combi oven",
        { en: "Oven", fr: "Four" },
        ["a", "b"],
        "1234.50",
        12.5,
        new Date("2026-11-30T10:00:00Z"),
        9007199254740993n,
      ],
      ["Fryer", {}, [], null, null, new Date("2026-01-01T00:00:00Z"), null],
    ]
    for (const row of values) {
      const ours = await prepared.query(insert, row)
      const theirs = await plain.query(insert, row)
      expect(ours.rows).toEqual(theirs.rows)
      expect(ours.fields).toEqual(theirs.fields)
      expect(ours.affectedRows).toBe(theirs.affectedRows)
    }
    const select =
      "select id, name, texts ->> $1 as text, tags, price, weight, at, big from things where id >= $2 order by id"
    const asArrays = { rowMode: "array" as const }
    expect(await prepared.query(select, ["fr", 1], asArrays)).toEqual(
      await plain.query(select, ["fr", 1], asArrays),
    )
    expect(await prepared.query(select, ["en", 2])).toEqual(await plain.query(select, ["en", 2]))
    // a statement without rows: its count
    const update = "update things set weight = $1 where name = $2"
    expect((await prepared.query(update, [3, "Fryer"])).affectedRows).toBe(1)
    expect((await prepared.query(update, [3, "nothing"])).affectedRows).toBe(0)
  })

  test("a statement is parsed once and run again under its name; the least recently used is closed", async () => {
    const byName = "select id from things where name = $1"
    await prepared.query(byName, ["Fryer"])
    await prepared.query(byName, ["Combi oven"])
    expect((await keptStatements(prepared)).filter((text) => text === byName)).toHaveLength(1)
    // PGlite's own query keeps none
    await plain.query(byName, ["Fryer"])
    expect(await keptStatements(plain)).toEqual([])
    // at most three here (max): the fourth closes the oldest
    const others = ["select $1::int + 1 as n", "select $1::int + 2 as n", "select $1::int + 3 as n"]
    for (const text of others)
      expect((await prepared.query<{ n: number }>(text, [1])).rows[0]!.n).toBeGreaterThan(1)
    const kept = await keptStatements(prepared)
    expect(kept).toHaveLength(3)
    expect(kept).not.toContain(byName)
    // and it is made again when it comes back
    expect((await prepared.query<{ id: number }>(byName, ["Fryer"])).rows).toHaveLength(1)
  })

  test("errors are PostgreSQL's, with the query; a statement that fails to parse is not kept", async () => {
    const insert = "insert into things (name) values ($1)"
    const duplicate = await prepared.query(insert, ["Fryer"]).catch((error: unknown) => error)
    expect(duplicate).toMatchObject({ code: "23505", query: insert, params: ["Fryer"] })
    const wrong = "select nope from things where id = $1"
    const failed = await prepared.query(wrong, [1]).catch((error: unknown) => error)
    expect(failed).toMatchObject({ code: "42703", query: wrong })
    expect(await keptStatements(prepared)).not.toContain(wrong)
    // the connection goes on
    expect((await prepared.query("select count(*)::int as n from things where id > $1", [0])).rows).toEqual([
      { n: 2 },
    ])
  })

  test("inside a transaction: what it did is kept on commit and undone on a failure", async () => {
    const insert = "insert into things (name) values ($1)"
    await prepared.transaction(async (tx) => {
      await tx.query(insert, ["Bratt pan"])
      await tx.query(insert, ["Pasta cooker"])
    })
    const failed = await prepared
      .transaction(async (tx) => {
        await tx.query(insert, ["Salamander"])
        await tx.query(insert, ["Fryer"])
      })
      .catch((error: unknown) => error)
    expect(failed).toMatchObject({ code: "23505" })
    const names = await prepared.query<{ name: string }>(
      "select name from things where id > $1 order by id",
      [0],
    )
    expect(names.rows.map((row) => row.name)).toEqual(["Combi oven", "Fryer", "Bratt pan", "Pasta cooker"])
  })

  test("a kept statement that no longer fits the table is dropped and the query runs afresh", async () => {
    const select = "select * from things where id = $1"
    await prepared.query(select, [1])
    await prepared.exec("alter table things add column colour text")
    const after = await prepared.query<{ colour: string | null }>(select, [1])
    expect(after.rows[0]).toHaveProperty("colour", null)
    expect((await prepared.query<{ colour: string | null }>(select, [1])).rows[0]).toHaveProperty(
      "colour",
      null,
    )
    // inside a transaction PostgreSQL's own error stands (nothing more can run there), and the next
    // query outside it is prepared afresh
    await prepared.exec("alter table things add column size text")
    const inside = await prepared
      .transaction(async (tx) => {
        await tx.query(select, [1])
      })
      .catch((error: unknown) => error)
    expect(inside).toMatchObject({ code: "0A000" })
    expect((await prepared.query<{ size: string | null }>(select, [1])).rows[0]).toHaveProperty("size", null)
  })
})
