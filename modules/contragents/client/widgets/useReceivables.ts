/**
 * What partners owe the workspace (GET /documents/summary), past due counted by today in the viewer's time zone
 * (the profile's, else the browser's); loaded again when the workspace or the zone changes.
 */
import { $currentWorkspaceId, $user } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { documentsApi } from '../documents/documentsApi';
import type { ReceivablesSummary } from '../documents/documentTypes';
import { viewerTimeZone } from '../documents/viewerTimeZone';

export function useReceivables(): ReceivablesSummary | null | 'failed' {
  const [workspaceId, user] = useUnit([$currentWorkspaceId, $user]);
  const timeZone = viewerTimeZone(user);
  const [summary, setSummary] = useState<ReceivablesSummary | null | 'failed'>(null);
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    documentsApi.summary(timeZone).then(
      (answer) => current && setSummary(answer),
      () => current && setSummary('failed'),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, timeZone]);
  return summary;
}
