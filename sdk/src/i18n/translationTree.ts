/** A namespace's texts in one language: nested keys down to the strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
