import { type CatalogModule, marketplaceApi } from '@artel/sdk/host';

export interface CatalogQuery {
  text: string;
  category: string;
}

/** Search and category together: the server searches, the category narrows what it found. */
export async function loadCatalog({ text, category }: CatalogQuery): Promise<CatalogModule[]> {
  const q = text.trim();
  if (q) {
    const found = await marketplaceApi.search(q);
    return category ? found.filter((mod) => mod.category.toLowerCase() === category.toLowerCase()) : found;
  }
  return category ? marketplaceApi.byCategory(category) : marketplaceApi.catalog();
}
