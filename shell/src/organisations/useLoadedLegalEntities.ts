import { $legalEntities, $legalEntitiesLoading, loadLegalEntitiesFx } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

/** The list is never cached (SPEC §9), so each page that shows it asks for a fresh one. */
export function useLoadedLegalEntities() {
  const [legalEntities, loading] = useUnit([$legalEntities, $legalEntitiesLoading]);
  useEffect(() => {
    loadLegalEntitiesFx().catch(() => {
      // Toasted by the effect; the page keeps what it had.
    });
  }, []);
  return { legalEntities, loading };
}
