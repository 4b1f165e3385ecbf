export * from "./common"
export * from "./catalog"
export * from "./content"
export * from "./partners"
