import type { Config } from "@react-router/dev/config"

// The bench's anchor (issue 17): a bare React Router app, built on its own next to the shop by
// `npm run bench`, with the shop's flags.
export default {
  appDirectory: "app",
  buildDirectory: "../../.tmp/bench-anchor",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
