// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the lazy chunk's stylesheet imports are typed there.
/// <reference path="../styles.d.ts" />
/** Loaded lazily (DateInput): Blueprint's date picker with date-fns' locales and the field's texts. */
import { DateInput as BlueprintDateInput } from '@blueprintjs/datetime';
// Inside this chunk's JS: the SDK's entry then needs no runtime that loads stylesheets.
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css?inline';
import enUS from 'date-fns/locale/en-US';
import ruLocale from 'date-fns/locale/ru';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, addTranslations, type Language, SDK_NAMESPACE } from '../i18n/i18n';
import type { DateInputProps } from './dateInputProps';
import en from './locales/en.json';
import ru from './locales/ru.json';

// Both languages' few texts come with the chunk: a date field is never shown without them.
addTranslations(SDK_NAMESPACE, { ru, en });

/**
 * date-fns locale objects rather than codes: given a code, Blueprint imports the locale itself through a dynamic
 * import of its own. The patterns are those formatDate's 'short' style prints.
 */
const dateLocales: Record<Language, { locale: Locale; format: string }> = {
  ru: { locale: ruLocale, format: 'dd.MM.yyyy' },
  en: { locale: enUS, format: 'MM/dd/yyyy' },
};

function day(text: string | undefined, fallback: Date): Date {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : fallback;
}

export function DatePickerInput({ id, value, onChange, disabled, min, max, className }: DateInputProps) {
  const { t } = useTranslation(SDK_NAMESPACE);
  const { locale, format } = dateLocales[useUnit($language)];
  const range = useMemo(() => {
    const year = new Date().getFullYear();
    return { min: day(min, new Date(year - 10, 0, 1)), max: day(max, new Date(year + 10, 11, 31)) };
  }, [min, max]);
  const dayPickerProps = useMemo(
    () => ({
      labels: {
        labelPrevious: () => t('dateInput.previousMonth'),
        labelNext: () => t('dateInput.nextMonth'),
        labelMonthDropdown: () => t('dateInput.month'),
        labelYearDropdown: () => t('dateInput.year'),
      },
    }),
    [t],
  );
  return (
    <BlueprintDateInput
      // Without a time precision Blueprint reads and writes plain 'YYYY-MM-DD' days, as the API keeps them.
      value={value || null}
      onChange={(picked) => onChange(picked ?? '')}
      disabled={disabled}
      locale={locale}
      dateFnsFormat={format}
      placeholder={t('dateInput.placeholder')}
      minDate={range.min}
      maxDate={range.max}
      showActionsBar
      todayButtonText={t('dateInput.today')}
      clearButtonText={t('dateInput.clear')}
      invalidDateMessage={t('dateInput.invalid')}
      outOfRangeMessage={t('dateInput.outOfRange')}
      dayPickerProps={dayPickerProps}
      inputProps={{ id, className }}
      popoverProps={{ placement: 'bottom-start' }}
    />
  );
}
