import { Button, FileInput } from '@blueprintjs/core';
import { api, showToast, useTranslation } from '@artel/sdk';
import { type User, userUpdated } from '@artel/sdk/host';
import { useState } from 'react';
import { base64Of, scaleAvatar } from './scaleAvatar';
import { serverMessage } from './serverMessage';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/** The profile's photo: chosen from the device (scaled down there), or removed to go back to initials. */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);

  const save = async (change: () => Promise<{ user: User }>, done: string) => {
    setBusy(true);
    try {
      userUpdated((await change()).user);
      showToast({ message: t(done), intent: 'success' });
    } catch (error) {
      showToast({ message: serverMessage(error, t('avatar.failed')), intent: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.split(',').includes(file.type)) {
      showToast({ message: t('avatar.notImage'), intent: 'warning' });
      return;
    }
    void save(async () => api.put<{ user: User }>('/profile/avatar', { data: await base64Of(await scaleAvatar(file)) }), 'avatar.uploaded');
  };

  return (
    <div className="artel-profile__avatar-actions">
      <FileInput
        text={t('avatar.formats')}
        buttonText={t('avatar.choose')}
        disabled={busy}
        inputProps={{ accept: ACCEPTED, 'aria-label': t('avatar.upload') }}
        onInputChange={(event) => {
          upload(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {user.avatarUrl && (
        <Button
          variant="minimal"
          icon="trash"
          text={t('avatar.remove')}
          disabled={busy}
          onClick={() => void save(() => api.delete<{ user: User }>('/profile/avatar'), 'avatar.removed')}
        />
      )}
    </div>
  );
}
