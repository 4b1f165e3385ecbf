// How the API suite's test files share the machine (vitest.config.ts, api-global-setup.ts,
// api-worker-database.ts).

/** How many test files run at once, and so, on PostgreSQL, how many copies of the seeded database. */
export const API_WORKERS = 2

/** The name of a worker's copy: the run's seeded database's (which carries the run's id), the worker's number. */
export const workerDatabase = (seeded: string, worker: number) => `${seeded}_w${worker}`
