import fs from "node:fs/promises"

import { useLoaderData } from "react-router"

import { type CardProduct, ProductCard } from "../../../../app/components/product-card"

/**
 * 24 product cards, the shop's own component, with products the bench took from the API as the demo
 * buyer (ANCHOR_PRODUCTS, a JSON file): what a partner's list page renders, without the shop around it.
 */
const products = fs
  .readFile(process.env.ANCHOR_PRODUCTS ?? "products.json", "utf8")
  .then((text) => JSON.parse(text) as CardProduct[])

export async function loader() {
  return { products: await products }
}

export default function Cards() {
  const { products } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </main>
  )
}
