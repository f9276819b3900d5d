import { HTMLSelect } from '@blueprintjs/core';
import { $language, useTranslation } from '@artel/sdk';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '@artel/sdk/host';
import { chooseLanguage } from '../profile/chooseLanguage';
import { useUnit } from 'effector-react';

export function LanguageSwitch({ id }: { id: string }) {
  const { t } = useTranslation('shell');
  const language = useUnit($language);
  return (
    <span className="artel-language-switch">
      <label htmlFor={id} className="artel-visually-hidden">
        {t('topBar.language')}
      </label>
      <HTMLSelect
        id={id}
        minimal
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isSupportedLanguage(next)) void chooseLanguage(next);
        }}
        options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      />
    </span>
  );
}
