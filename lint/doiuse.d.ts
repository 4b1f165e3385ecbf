// doiuse ships its types where its package.json's exports do not point; what lint/css-browsers.ts uses
declare module "doiuse" {
  import type { Node, PluginCreator } from "postcss"

  interface FeatureUsage {
    feature: string
    featureData: { title: string; missing?: string; partial?: string }
    usage: Node
    message: string
  }
  const doiuse: PluginCreator<{ browsers?: string[]; onFeatureUsage?: (usage: FeatureUsage) => void }>
  export default doiuse
}
