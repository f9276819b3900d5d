import { Drawer, Menu, MenuItem } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { $unreadCount, type NavigationItem } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { LanguageSwitch } from './LanguageSwitch';
import { useLogout } from './useLogout';
import { useVisibleNavigation } from './useVisibleNavigation';

export type Sheet = 'modules' | 'more' | null;

interface MobileSheetProps {
  sheet: Sheet;
  onClose: () => void;
  go: (path: string) => void;
}

/** The bottom bar's «Modules» and «More» sheets (lazy, see MobileBottomBar); More holds the notifications among the rest. */
export function MobileSheet({ sheet, onClose, go }: MobileSheetProps) {
  const { t } = useTranslation('shell');
  const { t: tNav } = useTranslation();
  const unread = useUnit($unreadCount);
  const sections = useVisibleNavigation();
  const logout = useLogout();

  const itemsMenu = (items: NavigationItem[]) => (
    <Menu>
      {items.map((item) => (
        <MenuItem
          key={item.id}
          icon={item.icon as never}
          text={tNav(item.title, { defaultValue: item.title })}
          onClick={() => go(item.path)}
        />
      ))}
    </Menu>
  );

  return (
    <Drawer
      isOpen={sheet !== null}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={sheet === 'modules' ? t('mobileBar.modules') : t('mobileBar.more')}
    >
      <div className="artel-mobilebar__sheet">
        {sheet === 'modules' && (sections.modules.length > 0 ? itemsMenu(sections.modules) : <p>{t('mobileBar.noModules')}</p>)}
        {sheet === 'more' && (
          <>
            {itemsMenu([...sections.main, ...sections.workspace, ...sections.admin, ...sections.footer])}
            <Menu>
              <MenuItem
                icon="notifications"
                text={t('mobileBar.notifications')}
                label={unread > 0 ? String(unread) : undefined}
                onClick={() => go('/notifications')}
              />
              <MenuItem icon="person" text={t('topBar.profile')} onClick={() => go('/profile')} />
              <MenuItem icon="log-out" text={t('topBar.logout')} onClick={() => void logout()} />
            </Menu>
            <LanguageSwitch id="mobile-language" />
          </>
        )}
      </div>
    </Drawer>
  );
}
