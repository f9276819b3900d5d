/**
 * /analytics: the reports of the current workspace's modules (kanban, partners, wiki…) for a period, a board
 * and a member, each as a chart with its numbers on hover, as a table, and as CSV. Owners and admins only
 * (view_analytics, SPEC §6); the CSV for owners only (export_data).
 */
import { Button, Callout, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { $user, navigate, useLocation } from '@artel/sdk';
import { $currentWorkspace, useAccess } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import './analytics.css';
import { AnalyticsFilters } from './AnalyticsFilters';
import { type AnalyticsCatalogue, analyticsApi, type ReportQuery } from './analyticsApi';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';
import { type PeriodChoice, rangeOf, viewerTimeZone } from './period';
import { choiceFromSearch, searchWith } from './periodSearch';
import { ReportCard } from './ReportCard';

type CatalogueState = { status: 'loading' } | { status: 'ready'; catalogue: AnalyticsCatalogue } | { status: 'failed'; message: string };

export default function AnalyticsPage() {
  const { t } = useAnalyticsTranslation();
  const [workspace, user] = useUnit([$currentWorkspace, $user]);
  const location = useLocation();
  const access = useAccess({ permission: 'view_analytics' });
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const [boardId, setBoardId] = useState<string | null>(null);
  const [memberId, setMemberId] = useState<string | null>(null);
  const workspaceId = workspace?.id ?? null;

  const load = useCallback(() => {
    if (!workspaceId || !access.allowed) return () => undefined;
    let current = true;
    setState({ status: 'loading' });
    setBoardId(null);
    setMemberId(null);
    analyticsApi.catalogue(workspaceId).then(
      (catalogue) => current && setState({ status: 'ready', catalogue }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, access.allowed]);

  useEffect(load, [load]);

  // The period lives in the URL (reload and share a view); days are the viewer's, in their zone.
  const choice = useMemo(() => choiceFromSearch(location.search), [location.search]);
  const choose = (next: PeriodChoice) =>
    navigate(`${location.pathname}${searchWith(next, location.search)}${location.hash}`, { replace: true });
  const timeZone = viewerTimeZone(user);
  const range = useMemo(() => rangeOf(choice, timeZone), [choice, timeZone]);
  const query = useMemo<ReportQuery>(() => ({ ...range, timeZone, boardId, memberId }), [range, timeZone, boardId, memberId]);

  const body = () => {
    if (!workspace) return <NonIdealState icon="chart" title={t('noWorkspace')} />;
    if (access.pending) return <Spinner aria-label={t('loading')} />;
    if (!access.allowed) return <Callout intent="primary">{t('noAccess')}</Callout>;
    if (state.status === 'loading') return <Spinner aria-label={t('loading')} />;
    if (state.status === 'failed') {
      return (
        <Callout intent="danger">
          <p>{t('loadFailed', { message: state.message })}</p>
          <Button text={t('retry')} onClick={load} />
        </Callout>
      );
    }
    const { catalogue } = state;
    if (catalogue.reports.length === 0) return <NonIdealState icon="chart" title={t('noReports')} />;
    return (
      <>
        <AnalyticsFilters
          choice={choice}
          range={range}
          onChoice={choose}
          boards={catalogue.boards}
          boardId={boardId}
          onBoard={setBoardId}
          members={catalogue.members}
          memberId={memberId}
          onMember={setMemberId}
        />
        <div className="artel-analytics-grid">
          {catalogue.reports.map((report) => (
            <ReportCard key={report.id} workspaceId={workspace.id} report={report} query={query} />
          ))}
        </div>
      </>
    );
  };

  return (
    <div className="artel-analytics">
      <header className="artel-page-header">
        <div>
          <H1>{t('title')}</H1>
          {workspace && <p className="artel-analytics__subtitle">{t('subtitle', { name: workspace.name })}</p>}
        </div>
      </header>
      {body()}
    </div>
  );
}
