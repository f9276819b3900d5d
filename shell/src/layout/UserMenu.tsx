import { Button } from '@blueprintjs/core';
import { $user, Avatar, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { lazy } from 'react';
import { LazyPopover } from './lazyPopover/LazyPopover';

const UserMenuPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './UserMenuPopover').then((module) => ({ default: module.UserMenuPopover })),
);

const AVATAR_SIZE = 22;

/**
 * The signed-in person's picture (their upload, the avatar service where allowed, else initials) opens the menu.
 * `compact` (a phone): the button shows only the picture, and the language, off the top bar there, is chosen here.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUnit($user);
  if (!user) return null;
  const avatar = (
    <Avatar name={user.name} email={user.email} src={user.avatarUrl} size={AVATAR_SIZE} decorative className="artel-user-menu__avatar" />
  );
  return (
    <LazyPopover renderPopover={(anchor) => <UserMenuPopover anchor={anchor} compact={compact} />}>
      {compact ? (
        <Button variant="minimal" icon={avatar} aria-label={t('topBar.userMenu')} title={user.name} />
      ) : (
        <Button variant="minimal" icon={avatar} endIcon="caret-down" aria-label={t('topBar.userMenu')} text={user.name} />
      )}
    </LazyPopover>
  );
}
