import { Button, InputGroup } from '@blueprintjs/core';
import { showToast } from '@artel/sdk';
import { useRef } from 'react';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';

/** The server gives a path; the person invited needs the whole address of this site. */
export function absoluteInviteUrl(acceptUrl: string): string {
  return new URL(acceptUrl, window.location.origin).toString();
}

/** A read-only field with an invitation link and a button that copies it (no mail server sends it). */
export function InvitationLink({ acceptUrl, label }: { acceptUrl: string; label: string }) {
  const { t } = useWorkspacesTranslation();
  const input = useRef<HTMLInputElement>(null);
  const url = absoluteInviteUrl(acceptUrl);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: t('common.copied'), intent: 'success' });
    } catch {
      input.current?.select();
      showToast({ message: t('common.copyFailed'), intent: 'warning' });
    }
  };
  return (
    <div className="artel-invite-link">
      <InputGroup inputRef={input} readOnly value={url} aria-label={label} onFocus={(event) => event.currentTarget.select()} />
      <Button icon="duplicate" text={t('common.copy')} onClick={() => void copy()} />
    </div>
  );
}
