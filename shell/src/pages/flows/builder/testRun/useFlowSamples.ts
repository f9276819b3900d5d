/** Loads the real events a test may run on for the draft's trigger: its newest, or with a search, entities by name. */
import { useEffect, useState } from 'react';
import { flowsApi } from '../../api/flowsApi';
import type { FlowSamples, TriggerRef } from '../../api/flowTypes';

export interface SamplesState {
  answer: FlowSamples | null;
  loading: boolean;
  error: string | null;
}

export function useFlowSamples(workspaceId: string, trigger: TriggerRef | undefined, search: string): SamplesState {
  const [state, setState] = useState<SamplesState>({ answer: null, loading: true, error: null });
  // The settings narrow the events; compared by content, since every draft edit makes a new object.
  const settingsKey = JSON.stringify(trigger?.settings ?? {});
  const type = trigger?.type ?? '';

  useEffect(() => {
    if (!type) {
      setState({ answer: { supported: false, samples: [] }, loading: false, error: null });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    flowsApi
      .samples(workspaceId, { type, settings: JSON.parse(settingsKey) as Record<string, unknown> }, search)
      .then((answer) => current && setState({ answer, loading: false, error: null }))
      .catch(
        (failure: unknown) =>
          current && setState({ answer: null, loading: false, error: failure instanceof Error ? failure.message : String(failure) }),
      );
    return () => {
      current = false;
    };
  }, [workspaceId, type, settingsKey, search]);

  return state;
}
