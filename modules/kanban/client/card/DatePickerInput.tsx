/** Loaded lazily (DateField): everything here, Blueprint's date picker included, lands in a chunk of its own. */
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { $language, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { MODULE_ID } from '../moduleId';
import { dateLocales, pickableRange } from './dateLocales';

export interface DatePickerInputProps {
  id: string;
  /** 'YYYY-MM-DD', or '' when not set. */
  value: string;
  disabled: boolean;
  onChange(value: string): void;
}

const range = pickableRange(new Date());

export function DatePickerInput({ id, value, disabled, onChange }: DatePickerInputProps) {
  const { t } = useTranslation(MODULE_ID);
  const { locale, format } = dateLocales[useUnit($language)];
  const dayPickerProps = useMemo(
    () => ({
      labels: {
        labelPrevious: () => t('card.previousMonth'),
        labelNext: () => t('card.nextMonth'),
        labelMonthDropdown: () => t('card.month'),
        labelYearDropdown: () => t('card.year'),
      },
    }),
    [t],
  );
  return (
    <DateInput
      // Without a time precision Blueprint reads and writes plain 'YYYY-MM-DD' days, as the draft keeps them.
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      disabled={disabled}
      locale={locale}
      dateFnsFormat={format}
      placeholder={t('card.datePlaceholder')}
      minDate={range.min}
      maxDate={range.max}
      showActionsBar
      todayButtonText={t('card.today')}
      clearButtonText={t('card.clearDate')}
      invalidDateMessage={t('card.invalidDate')}
      outOfRangeMessage={t('card.dateOutOfRange')}
      dayPickerProps={dayPickerProps}
      inputProps={{ id, className: 'kanban-date-field' }}
      popoverProps={{ placement: 'bottom-start' }}
    />
  );
}
