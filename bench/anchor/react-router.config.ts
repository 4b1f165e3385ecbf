import type { Config } from "@react-router/dev/config"

// The bench's anchor (bench/README.md): a bare React Router app, built on its own next to the shop by
// `npm run bench`, with React Router 8's defaults, as the shop (and none of its build steps).
export default {
  appDirectory: "app",
  buildDirectory: "../../.tmp/bench-anchor",
  ssr: true,
} satisfies Config
