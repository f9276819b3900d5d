import { Button } from '@blueprintjs/core';
import { $user, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { lazy } from 'react';
import { LazyPopover } from './lazyPopover/LazyPopover';

const UserMenuPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './UserMenuPopover').then((module) => ({ default: module.UserMenuPopover })),
);

/** `compact` (a phone): the button shows only the icon, and the language, off the top bar there, is chosen here. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUnit($user);
  if (!user) return null;
  return (
    <LazyPopover renderPopover={(anchor) => <UserMenuPopover anchor={anchor} compact={compact} />}>
      {compact ? (
        <Button variant="minimal" icon="user" aria-label={t('topBar.userMenu')} title={user.name} />
      ) : (
        <Button variant="minimal" icon="user" endIcon="caret-down" aria-label={t('topBar.userMenu')} text={user.name} />
      )}
    </LazyPopover>
  );
}
