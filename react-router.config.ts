import type { Config } from "@react-router/dev/config"

// Every v8 flag is on so that moving to React Router v8 (Node 22.22+) is a version bump.
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
