import { MenuDivider, MenuItem } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { $themeChoice, type ThemeChoice, themeChosen } from './themeModel';

const CHOICES: ReadonlyArray<{ choice: ThemeChoice; icon: 'desktop' | 'flash' | 'moon' }> = [
  { choice: 'system', icon: 'desktop' },
  { choice: 'light', icon: 'flash' },
  { choice: 'dark', icon: 'moon' },
];

/** The theme switch of the user menu: system, light or dark, the current one ticked. */
export function ThemeMenuItems() {
  const { t } = useTranslation('shell');
  const current = useUnit($themeChoice);
  return (
    <>
      <MenuDivider title={t('theme.title')} />
      {CHOICES.map(({ choice, icon }) => (
        <MenuItem
          key={choice}
          icon={icon}
          roleStructure="listoption"
          selected={current === choice}
          text={t(`theme.${choice}`)}
          shouldDismissPopover={false}
          onClick={() => themeChosen(choice)}
        />
      ))}
    </>
  );
}
