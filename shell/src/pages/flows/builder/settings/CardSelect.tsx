import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { useCardName, useCardSearch } from './useCardChoices';

const PLACEHOLDER = /^\{\{.*\}\}$/;

/**
 * A card found by its title among the boards the user sees, or (left empty) the event's card. A card chosen
 * earlier stays named by title and board; a `{{…}}` value from an older flow reads as the event's card.
 */
export function CardSelect({
  inputId,
  value,
  onChange,
  eventDefault,
  readOnly,
}: {
  inputId: string;
  value: string;
  onChange(value: string): void;
  /** What an empty value stands for («Карточка из события»), or null when the event has no card. */
  eventDefault: string | null;
  readOnly: boolean;
}) {
  const { t } = useFlowsTranslation();
  const [text, setText] = useState('');
  const found = useCardSearch(text);
  const picked = value === '' || PLACEHOLDER.test(value) ? '' : value;
  const pickedName = useCardName(picked || null);

  if (found === null) {
    return (
      <InputGroup
        id={inputId}
        value={value}
        readOnly={readOnly}
        placeholder={eventDefault ?? t('settings.idPlaceholder')}
        onValueChange={onChange}
      />
    );
  }
  const others = found.filter((choice) => choice.value !== picked);
  return (
    <>
      <InputGroup
        aria-label={t('settings.cardSearch')}
        placeholder={t('settings.cardSearchPlaceholder')}
        leftIcon="search"
        value={text}
        readOnly={readOnly}
        onValueChange={setText}
      />
      <HTMLSelect id={inputId} fill value={picked} disabled={readOnly} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{eventDefault ?? t('settings.notChosen')}</option>
        {picked && <option value={picked}>{pickedName ?? picked}</option>}
        {others.length > 0 && (
          <optgroup label={t('settings.own.card')}>
            {others.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        )}
      </HTMLSelect>
    </>
  );
}
