import type { TFunction } from 'i18next';

/** Categories are free text in manifests: the known ones are translated, any other is shown as written. */
export function categoryName(t: TFunction, category: string): string {
  return t(`category.names.${category}`, { defaultValue: category });
}
