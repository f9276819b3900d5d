/**
 * The article's five actions (edit, publish, history, add a page, delete). On a phone they would take three
 * rows: there the first stays a button and the rest go into a «Ещё» menu, so the row fits one line.
 */
import { Button, ButtonGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { usePhoneLayout, useTranslation } from '@artel/sdk';
import type { ReactNode } from 'react';
import { MODULE_ID } from '../moduleId';

export interface ArticleAction {
  id: string;
  icon: 'edit' | 'upload' | 'disable' | 'history' | 'add' | 'trash';
  text: string;
  intent?: 'primary' | 'danger';
  active?: boolean;
  onClick(): void;
}

/** How many actions stay buttons on a phone, the rest in the menu: «Редактировать» and «Ещё» fit 390 px even in English. */
const PHONE_BUTTONS = 1;

export function ArticleActions({ actions }: { actions: ArticleAction[] }) {
  const { t } = useTranslation(MODULE_ID);
  const phone = usePhoneLayout();
  const button = (action: ArticleAction): ReactNode => (
    <Button key={action.id} icon={action.icon} intent={action.intent} active={action.active} onClick={action.onClick}>
      {action.text}
    </Button>
  );
  if (!phone || actions.length <= PHONE_BUTTONS + 1)
    return <ButtonGroup className="wiki-article__actions">{actions.map(button)}</ButtonGroup>;
  const rest = actions.slice(PHONE_BUTTONS);
  return (
    <ButtonGroup className="wiki-article__actions">
      {actions.slice(0, PHONE_BUTTONS).map(button)}
      <Popover
        placement="bottom-end"
        content={
          <Menu aria-label={t('article.more')}>
            {rest.map((action) => (
              <MenuItem
                key={action.id}
                icon={action.icon}
                intent={action.intent}
                active={action.active}
                text={action.text}
                onClick={action.onClick}
              />
            ))}
          </Menu>
        }
      >
        <Button icon="more" endIcon="caret-down" aria-haspopup="menu">
          {t('article.more')}
        </Button>
      </Popover>
    </ButtonGroup>
  );
}
