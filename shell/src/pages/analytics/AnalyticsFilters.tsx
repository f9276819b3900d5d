/** The period (presets or a custom range) and the board and member filters of /analytics. */
import { MemberPicker, useWorkspaceMembers } from '@artel/sdk';
import { FormGroup, HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import type { FilterOption } from './analyticsApi';
import { CustomRangeFields } from './CustomRangeFields';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';
import { PERIOD_PRESETS, type PeriodChoice, type PeriodPreset } from './period';

const CUSTOM = 'custom';

interface AnalyticsFiltersProps {
  choice: PeriodChoice;
  /** The days the period covers now: a custom range starts from them. */
  range: { from: string; to: string };
  onChoice(choice: PeriodChoice): void;
  boards: FilterOption[];
  boardId: string | null;
  onBoard(boardId: string | null): void;
  members: FilterOption[];
  memberId: string | null;
  onMember(memberId: string | null): void;
}

export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { t } = useAnalyticsTranslation();
  // The reports decide who can be filtered by; the workspace's members give their e-mails and avatars.
  const filterable = useWorkspaceMembers().filter((member) => props.members.some((option) => option.id === member.userId));
  return (
    <section className="artel-analytics-filters" aria-label={t('filters.label')}>
      <FormGroup label={t('filters.period')}>
        <SegmentedControl
          aria-label={t('filters.period')}
          value={String(props.choice.preset)}
          onValueChange={(value) =>
            props.onChoice(value === CUSTOM ? { preset: CUSTOM, ...props.range } : { preset: Number(value) as PeriodPreset })
          }
          options={[
            ...PERIOD_PRESETS.map((days) => ({ value: String(days), label: t(`filters.days_${days}`) })),
            { value: CUSTOM, label: t('filters.custom') },
          ]}
        />
      </FormGroup>
      {props.choice.preset === CUSTOM && (
        <CustomRangeFields
          from={props.choice.from}
          to={props.choice.to}
          onRange={(from, to) => props.onChoice({ preset: CUSTOM, from, to })}
        />
      )}
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
        <MemberPicker
          id="analytics-member"
          label={t('filters.member')}
          noneLabel={t('filters.allMembers')}
          members={filterable}
          value={props.memberId}
          onChange={props.onMember}
        />
      </FormGroup>
    </section>
  );
}
