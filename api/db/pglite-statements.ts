import type { messages, PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite"
import { parse, protocol } from "@electric-sql/pglite"

// Named prepared statements for the embedded database (decision 064).
//
// PGlite runs every query through the extended protocol with an unnamed statement, one call into its
// WebAssembly per message: Parse, Describe statement (for the parameters' types), Bind, Describe portal,
// Execute, Sync. PostgreSQL parses and plans the statement again each time. Under load that is most of a
// statement's cost on PGlite: for the session lookup of a partner's page 1.6 ms, where a prepared
// statement takes a tenth of that. (The PostgreSQL driver already prepares its statements.)
//
// Here a statement with parameters is parsed once under a name, with its parameters' types and its row
// description kept; each run is then one call with Bind, Execute and Sync, and PostgreSQL's plan cache
// does the rest (a generic plan after five custom ones, when it is no worse). The answers are PGlite's
// own: its result parser reads the same messages. Statements without parameters (migrations, `select 1`,
// LISTEN) keep PGlite's path. At most MAX_STATEMENTS are kept, the least recently used closed first.

const MAX_STATEMENTS = 500
const { serialize } = protocol

interface Prepared {
  name: string
  paramTypes: number[]
  /** what the rows look like, or null for a statement without rows (noData) */
  rowDescription: InstanceType<typeof messages.RowDescriptionMessage> | null
}

/** PGlite's members this uses beyond its documented ones (declared in its own types as public) */
interface PGliteInternals {
  serializers: Record<number, (value: unknown) => string>
  parsers: Record<number, (text: string, typeId: number) => unknown>
  _checkReady(): Promise<void>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
}

/** Errors that mean a kept statement no longer fits the schema: it is dropped and the query run afresh. */
const STALE_STATEMENT = new Set(["26000", "0A000"])

/** A statement as the server described it: its parameters' types and the rows it answers. */
function describedStatement(
  name: string,
  answer: Awaited<ReturnType<PGlite["execProtocolStream"]>>,
): Prepared {
  const parameters = answer.find((message) => message.name === "parameterDescription") as
    InstanceType<typeof messages.ParameterDescriptionMessage> | undefined
  const rows = answer.find((message) => message.name === "rowDescription") as
    InstanceType<typeof messages.RowDescriptionMessage> | undefined
  return { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription: rows ?? null }
}

/** A query's parameters as text, each by its type's serializer (the query's own, or PGlite's). */
function serializeParams(
  params: unknown[],
  paramTypes: number[],
  options: QueryOptions | undefined,
  pg: PGliteInternals,
) {
  return params.map((value, index) => {
    if (value == null) return null
    const type = paramTypes[index]!
    const serializer = options?.serializers?.[type] ?? pg.serializers[type]
    // as PGlite's own query does with a type it has no serializer for
    return serializer ? serializer(value) : (value as { toString(): string }).toString()
  })
}

export function usePreparedStatements(client: PGlite, { max = MAX_STATEMENTS } = {}) {
  const pg = client as unknown as PGlite & PGliteInternals
  const prepared = new Map<string, Prepared>()
  let counter = 0
  const plainQuery = client.query.bind(client)
  const plainTransaction = client.transaction.bind(client)

  const exchange = (...messages: Uint8Array[]) =>
    client.execProtocolStream(Buffer.concat(messages), { syncToFs: false })

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const known = prepared.get(text)
    if (known) {
      // the most recently used last: the first is the one to close when there are too many
      prepared.delete(text)
      prepared.set(text, known)
      return known
    }
    const name = `p${++counter}`
    const answer = await exchange(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    )
    const statement = describedStatement(name, answer)
    prepared.set(text, statement)
    if (prepared.size > max) {
      const [oldestText, oldest] = prepared.entries().next().value!
      prepared.delete(oldestText)
      await exchange(serialize.close({ type: "S", name: oldest.name }), serialize.sync())
    }
    return statement
  }

  /** One run of a prepared statement, inside PGlite's query lock. */
  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    try {
      const statement = await prepare(text, options)
      const values = serializeParams(params, statement.paramTypes, options, pg)
      const answer = await exchange(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      )
      const described = statement.rowDescription ? [statement.rowDescription, ...answer] : answer
      return parse.parseResults(described, pg.parsers, options)[0]!
    } catch (error) {
      // as PGlite's own query: the error says which query and parameters failed
      if (error && typeof error === "object")
        Object.assign(error, { query: text, params, queryOptions: options })
      throw error
    }
  }

  /**
   * A query of ours, or PGlite's own when it is not one to keep. A kept statement that went stale is
   * dropped; outside a transaction the query then runs afresh, inside one the error stands (the
   * transaction is aborted: nothing more can run in it).
   */
  async function query<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inLock: (work: () => Promise<Results>) => Promise<Results>,
    plain: () => Promise<Results<T>>,
    { inTransaction }: { inTransaction: boolean },
  ): Promise<Results<T>> {
    if (!params?.length || options?.blob) return plain()
    try {
      return (await inLock(() => run(text, params, options))) as Results<T>
    } catch (error) {
      const code = (error as { code?: string } | null)?.code
      if (!code || !STALE_STATEMENT.has(code)) throw error
      prepared.delete(text)
      if (inTransaction) throw error
      return plain()
    }
  }

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    await pg._checkReady()
    return query<T>(
      text,
      params,
      options,
      (work) =>
        pg._runExclusiveTransaction(() =>
          pg._runExclusiveQuery(async () => {
            const results = await work()
            // as PGlite's own query outside a transaction: what was written reaches the file system
            await client.syncToFs()
            return results
          }),
        ),
      () => plainQuery<T>(text, params, options),
      { inTransaction: false },
    )
  }

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const ours = Object.create(tx) as Transaction
      ours.query = <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error("Transaction is closed")
        return query<R>(
          text,
          params,
          options,
          (work) => pg._runExclusiveQuery(work),
          () => tx.query<R>(text, params, options),
          { inTransaction: true },
        )
      }
      return callback(ours)
    })
}
