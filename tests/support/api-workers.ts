// How the API suite's test files share the machine (vitest.config.ts, api-global-setup.ts,
// api-worker-database.ts).

/** How many test files run at once. */
export const API_WORKERS = 2

/** The name of the database a worker's current test file works on, made from the run's seeded one. */
export const fileDatabase = (seeded: string, worker: number) => `${seeded}_w${worker}`
