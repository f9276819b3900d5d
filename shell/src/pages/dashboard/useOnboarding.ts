import { api } from '@artel/sdk';
import { $workspaces } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';

export type OnboardingStep = 'organisation' | 'workspace' | 'invite' | 'module';

export interface OnboardingState {
  steps: Record<OnboardingStep, boolean>;
  inviteWorkspaceId: string | null;
  dismissed: boolean;
}

export type OnboardingLookup = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; state: OnboardingState };

/**
 * The signed-in user's first-run checklist from the server, read again whenever the list of their workspaces
 * changes (one created from the dashboard, an invitation accepted), so a step ticks without a reload.
 */
export function useOnboarding(): { lookup: OnboardingLookup; dismiss(): Promise<void> } {
  const workspaces = useUnit($workspaces);
  const [lookup, setLookup] = useState<OnboardingLookup>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    api.get<OnboardingState>('/onboarding', { cache: false }).then(
      (state) => current && setLookup({ kind: 'loaded', state }),
      () => current && setLookup({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [workspaces]);

  const dismiss = useCallback(async () => {
    const state = await api.post<OnboardingState>('/onboarding/dismiss');
    setLookup({ kind: 'loaded', state });
  }, []);

  return { lookup, dismiss };
}
