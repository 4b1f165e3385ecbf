// the slug rule is the contract's: the shop reads the older German slugs with it to redirect them (CAT-26)
export { slugify } from "#contract/slug"
