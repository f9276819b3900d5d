/** The period presets and the board and member filters of /analytics. */
import { FormGroup, HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import type { FilterOption } from './analyticsApi';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';
import { PERIOD_PRESETS, type PeriodPreset } from './period';

interface AnalyticsFiltersProps {
  preset: PeriodPreset;
  onPreset(preset: PeriodPreset): void;
  boards: FilterOption[];
  boardId: string | null;
  onBoard(boardId: string | null): void;
  members: FilterOption[];
  memberId: string | null;
  onMember(memberId: string | null): void;
}

export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { t } = useAnalyticsTranslation();
  return (
    <section className="artel-analytics-filters" aria-label={t('filters.label')}>
      <FormGroup label={t('filters.period')}>
        <SegmentedControl
          aria-label={t('filters.period')}
          value={String(props.preset)}
          onValueChange={(value) => props.onPreset(Number(value) as PeriodPreset)}
          options={PERIOD_PRESETS.map((days) => ({ value: String(days), label: t(`filters.days_${days}`) }))}
        />
      </FormGroup>
      <FormGroup label={t('filters.board')} labelFor="analytics-board">
        <HTMLSelect id="analytics-board" value={props.boardId ?? ''} onChange={(event) => props.onBoard(event.currentTarget.value || null)}>
          <option value="">{t('filters.allBoards')}</option>
          {props.boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filters.member')} labelFor="analytics-member">
        <HTMLSelect id="analytics-member" value={props.memberId ?? ''} onChange={(event) => props.onMember(event.currentTarget.value || null)}>
          <option value="">{t('filters.allMembers')}</option>
          {props.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </section>
  );
}
