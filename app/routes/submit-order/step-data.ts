import type { Route } from "./+types/route"

// Apart from route.tsx, which renders the steps, so that no step imports the page that imports it.

/** The loader's data on one step, for that step's component. */
export type LoaderOf<S extends string> = Extract<Route.ComponentProps["loaderData"], { step: S }>
export type ActionData = Route.ComponentProps["actionData"]
