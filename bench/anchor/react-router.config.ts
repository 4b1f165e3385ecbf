import type { Config } from "@react-router/dev/config"

import shop from "../../react-router.config"

// The bench's anchor (bench/README.md): a bare React Router app, built on its own next to the shop by
// `npm run bench`, with the shop's future flags (and none of its build steps).
export default {
  appDirectory: "app",
  buildDirectory: "../../.tmp/bench-anchor",
  ssr: true,
  future: shop.future,
} satisfies Config
