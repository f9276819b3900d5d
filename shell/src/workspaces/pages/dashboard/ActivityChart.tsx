import type { WorkspaceActivityDay } from '@artel/sdk/host';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

const BAR_WIDTH = 8;
const GAP = 2;
const HEIGHT = 100;
const MEMBERS_COLOR = '#2d72d2';
const BOARDS_COLOR = '#238551';

/** Thirty stacked bars, new members under new boards, each day named in its tooltip and for screen readers. */
export function ActivityChart({ days }: { days: readonly WorkspaceActivityDay[] }) {
  const { t } = useWorkspacesTranslation();
  const peak = Math.max(1, ...days.map((day) => day.membersJoined + day.boardsCreated));
  const scale = (count: number) => (count / peak) * HEIGHT;
  const width = days.length * (BAR_WIDTH + GAP);
  return (
    <figure className="artel-activity">
      <svg
        className="artel-activity-chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('dashboard.activity')}
      >
        {days.map((day, index) => {
          const x = index * (BAR_WIDTH + GAP);
          const members = scale(day.membersJoined);
          const boards = scale(day.boardsCreated);
          return (
            <g key={day.date}>
              <title>{t('dashboard.activityDay', { date: day.date, members: day.membersJoined, boards: day.boardsCreated })}</title>
              <rect x={x} y={HEIGHT - members} width={BAR_WIDTH} height={members} fill={MEMBERS_COLOR} />
              <rect x={x} y={HEIGHT - members - boards} width={BAR_WIDTH} height={boards} fill={BOARDS_COLOR} />
              <rect x={x} y={0} width={BAR_WIDTH} height={HEIGHT} fill="transparent" />
            </g>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="artel-activity-axis" aria-hidden>
          <span>{days[0]?.date}</span>
          <span>{days[days.length - 1]?.date}</span>
        </div>
      )}
      <figcaption className="artel-activity-legend">
        <span style={{ ['--swatch' as string]: MEMBERS_COLOR }}>{t('dashboard.activityLegendMembers')}</span>
        <span style={{ ['--swatch' as string]: BOARDS_COLOR }}>{t('dashboard.activityLegendBoards')}</span>
      </figcaption>
    </figure>
  );
}
