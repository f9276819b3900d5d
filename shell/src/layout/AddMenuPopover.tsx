import { Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { type CreateAction, useCanOpen, useTranslation } from '@artel/sdk';
import { $createActions } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import type { PopoverAnchor } from './lazyPopover/LazyPopover';

/**
 * The bottom bar's «Add» menu (lazy, see MobileBottomBar): what the modules create, and a workspace. A choice
 * opens another page, whose own field takes the focus: it does not go back to the button.
 */
export function AddMenuPopover({ anchor, go }: { anchor: PopoverAnchor; go: (path: string) => void }) {
  const { t } = useTranslation('shell');
  const createActions = useUnit($createActions);
  return (
    <PopoverNext
      {...anchor}
      shouldReturnFocusOnClose={false}
      placement="top"
      content={
        <Menu aria-label={t('mobileBar.add')}>
          {createActions.map((action) => (
            <CreateActionItem key={action.id} action={action} go={go} />
          ))}
          <MenuItem icon="office" text={t('mobileBar.newWorkspace')} onClick={() => go('/workspaces?create=1')} />
        </Menu>
      }
    />
  );
}

/** One module's action, offered only to those who may open the page it leads to. */
function CreateActionItem({ action, go }: { action: CreateAction; go: (path: string) => void }) {
  const { t } = useTranslation();
  if (!useCanOpen(action.canOpen)) return null;
  return (
    <MenuItem
      icon={(action.icon ?? 'add') as never}
      text={t(action.title, { defaultValue: action.title })}
      onClick={() => go(action.path)}
    />
  );
}
