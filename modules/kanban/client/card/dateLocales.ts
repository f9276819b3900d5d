/** How the card dialog's date picker speaks each interface language. Only the lazy date picker imports this. */
import type { Language } from '@artel/sdk';
import enUS from 'date-fns/locale/en-US';
import ru from 'date-fns/locale/ru';

/**
 * date-fns locale objects rather than codes: given a code, Blueprint imports the locale itself through a
 * dynamic import of its own.
 */
export const dateLocales: Record<Language, { locale: Locale; format: string }> = {
  ru: { locale: ru, format: 'dd.MM.yyyy' },
  en: { locale: enUS, format: 'MM/dd/yyyy' },
};

/** Blueprint's default range ends six months ahead; a due date may be years away. */
export function pickableRange(today: Date): { min: Date; max: Date } {
  return { min: new Date(today.getFullYear() - 10, 0, 1), max: new Date(today.getFullYear() + 10, 11, 31) };
}
