/** SPEC §3: the selected legal entity is remembered locally as selectedLegalEntityId. */
export const SELECTED_LEGAL_ENTITY_STORAGE_KEY = 'selectedLegalEntityId';

export function readSelectedLegalEntityId(): string | null {
  try {
    return localStorage.getItem(SELECTED_LEGAL_ENTITY_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function writeSelectedLegalEntityId(id: string | null): void {
  try {
    if (id) localStorage.setItem(SELECTED_LEGAL_ENTITY_STORAGE_KEY, id);
    else localStorage.removeItem(SELECTED_LEGAL_ENTITY_STORAGE_KEY);
  } catch {
    // Without storage the choice lasts until the page is closed.
  }
}
