import { navigate, showToast, useTranslation } from '@artel/sdk';
import { logoutFx } from '@artel/sdk/host';
import { useCallback } from 'react';
import { LOGIN_PATH } from '../routing/authRedirect';

/** SPEC §2: logout goes to /auth/login; SPEC §8: 'Вы вышли из системы'. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation('shell');
  return useCallback(async () => {
    try {
      await logoutFx();
    } finally {
      showToast({ message: t('auth.logoutSuccess'), intent: 'success' });
      navigate(LOGIN_PATH);
    }
  }, [t]);
}
