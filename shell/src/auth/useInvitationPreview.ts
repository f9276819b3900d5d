import { api, ApiError } from '@artel/sdk';
import { useEffect, useState } from 'react';

export interface InvitationPreview {
  workspaceName: string;
  inviterName: string;
  role: string;
  email: string;
  status: 'open' | 'accepted' | 'revoked' | 'expired';
}

export type InvitationLookup =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'found'; preview: InvitationPreview } | { kind: 'notFound' };

/** What a signed-out visitor's invitation link is about; the token is the proof, no sign-in needed. */
export function useInvitationPreview(token: string | null): InvitationLookup {
  const [lookup, setLookup] = useState<InvitationLookup>(token ? { kind: 'loading' } : { kind: 'none' });
  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    // Beside /api/v1, like accepting (SPEC §7 puts invitations at /api/invitations).
    api.get<InvitationPreview>(`/../invitations/preview?token=${encodeURIComponent(token)}`, { anonymous: true, cache: false }).then(
      (preview) => current && setLookup({ kind: 'found', preview }),
      (error: unknown) => {
        if (!current) return;
        // Only a 404 means the link is wrong; anything else (offline) just shows no invitation.
        setLookup(error instanceof ApiError && error.status === 404 ? { kind: 'notFound' } : { kind: 'none' });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return lookup;
}
