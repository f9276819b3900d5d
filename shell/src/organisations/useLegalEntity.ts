import { ApiError } from '@artel/sdk';
import { type LegalEntity, legalEntitiesApi } from '@artel/sdk/host';
import { useCallback, useEffect, useState } from 'react';

export type LoadedLegalEntity =
  { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'loaded'; entity: LegalEntity };

/** One entity read fresh from the server; 404 means it does not exist or the caller is not in it. */
export function useLegalEntity(id: string) {
  const [state, setState] = useState<LoadedLegalEntity>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    legalEntitiesApi.get(id).then(
      (entity) => current && setState({ status: 'loaded', entity }),
      (error: unknown) => current && setState({ status: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
