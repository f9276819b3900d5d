/**
 * The texts of the cards on a board, made once per language for the whole board: a card tile no longer
 * subscribes to i18next itself, and the one text every card has (its accessible name, «Открыть карточку
 * «…»») is translated once and only joined with each title.
 */
import { useTranslation } from '@artel/sdk';
import { useMemo } from 'react';
import { MODULE_ID } from '../moduleId';

export type Translate = ReturnType<typeof useTranslation>['t'];

export interface CardTexts {
  t: Translate;
  language: string;
  /** The accessible name of a card tile. */
  openCard(title: string): string;
}

/** Stands for the title while its sentence is translated; no title holds it. */
const TITLE = '\u0000';

export function cardTexts(t: Translate, language: string): CardTexts {
  const parts = t('board.openCard', { title: TITLE }).split(TITLE);
  const [before = '', after = ''] = parts;
  return {
    t,
    language,
    openCard: parts.length === 2 ? (title) => before + title + after : (title) => t('board.openCard', { title }),
  };
}

export function useCardTexts(): CardTexts {
  const { t, i18n } = useTranslation(MODULE_ID);
  return useMemo(() => cardTexts(t, i18n.language), [t, i18n.language]);
}
