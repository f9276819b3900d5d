/** What partners owe the workspace (GET /documents/summary), loaded again when the workspace changes. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { documentsApi } from '../documents/documentsApi';
import type { ReceivablesSummary } from '../documents/documentTypes';

export function useReceivables(): ReceivablesSummary | null | 'failed' {
  const workspaceId = useUnit($currentWorkspaceId);
  const [summary, setSummary] = useState<ReceivablesSummary | null | 'failed'>(null);
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    documentsApi.summary().then(
      (answer) => current && setSummary(answer),
      () => current && setSummary('failed'),
    );
    return () => {
      current = false;
    };
  }, [workspaceId]);
  return summary;
}
