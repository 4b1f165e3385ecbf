// BASKET-10 lives in contract/ so that the API's quick order applies the very same rule.
export { isBasketButtonHidden, type VisibilityFields } from "#contract/basket-button"
