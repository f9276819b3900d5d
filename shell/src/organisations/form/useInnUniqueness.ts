import { checkInnFx } from '@artel/sdk/host';
import { useCallback, useEffect, useState } from 'react';

/** Typing pauses this long before the server is asked whether the INN is taken. */
export const INN_CHECK_DEBOUNCE_MS = 400;

export type InnUniqueness = 'unknown' | 'checking' | 'taken' | 'free';

interface CheckedInn {
  inn: string;
  taken: boolean;
}

/**
 * SPEC §5: INN uniqueness is checked with the server, excluding the entity being edited. Only an INN
 * that passed the local checks is sent; a failed check counts as free (checkInnFx answers false).
 */
export function useInnUniqueness(inn: string, { enabled, excludeId }: { enabled: boolean; excludeId?: string }) {
  const [checked, setChecked] = useState<CheckedInn | null>(null);
  const [checking, setChecking] = useState<string | null>(null);

  const check = useCallback(
    async (value: string): Promise<boolean> => {
      setChecking(value);
      const taken = await checkInnFx(excludeId ? { inn: value, excludeId } : { inn: value });
      setChecked({ inn: value, taken });
      setChecking((current) => (current === value ? null : current));
      return taken;
    },
    [excludeId],
  );

  useEffect(() => {
    if (!enabled || !inn) return undefined;
    const timer = setTimeout(() => void check(inn), INN_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [check, enabled, inn]);

  let status: InnUniqueness = 'unknown';
  if (enabled && inn) {
    if (checked?.inn === inn) status = checked.taken ? 'taken' : 'free';
    else if (checking === inn) status = 'checking';
  }
  return { status, check };
}
