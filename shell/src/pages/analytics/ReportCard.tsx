/** One report of /analytics: its chart (or only a table, for a table report), a «Таблица» switch and, for those with export_data, CSV. */
import { Button, Callout, Card, H2, Spinner, Switch } from '@blueprintjs/core';
import { $language, Can, showToast } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { analyticsApi, type ReportData, type ReportQuery, type ReportSummary } from './analyticsApi';
import { dateText } from './cellText';
import { downloadCsv } from './downloadCsv';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';
import { ReportTable } from './ReportTable';

const ReportChart = lazy(() => import(/* webpackChunkName: "analytics-chart" */ './ReportChart'));

type DataState = { status: 'loading' } | { status: 'ready'; data: ReportData } | { status: 'failed'; message: string };

interface ReportCardProps {
  workspaceId: string;
  report: ReportSummary;
  query: ReportQuery;
}

export function ReportCard({ workspaceId, report, query }: ReportCardProps) {
  const { t } = useAnalyticsTranslation();
  const language = useUnit($language);
  const [state, setState] = useState<DataState>({ status: 'loading' });
  const [asTable, setAsTable] = useState(report.kind === 'table');
  const [downloading, setDownloading] = useState(false);
  const title = report.title[language];
  const headingId = `report-${report.id.replace(/\W/g, '-')}`;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    analyticsApi.report(workspaceId, report, query).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, report, query]);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(workspaceId, report, query);
    } catch (error) {
      showToast({ intent: 'danger', message: t('report.csvFailed', { message: (error as Error).message }) });
    } finally {
      setDownloading(false);
    }
  };

  const content = () => {
    if (state.status === 'loading') return <Spinner size={32} aria-label={t('loading')} />;
    if (state.status === 'failed') return <Callout intent="danger">{t('loadFailed', { message: state.message })}</Callout>;
    const { data } = state;
    if (data.rows.length === 0) return <p className="artel-report-card__empty">{t('report.empty')}</p>;
    const scope = data.caption?.[language];
    const caption = t('report.caption', {
      title: scope ? `${title} (${scope})` : title,
      from: dateText(data.from, language),
      to: dateText(data.to, language),
    });
    return (
      <>
        {scope && <p className="artel-report-card__scope">{scope}</p>}
        {asTable ? (
          <ReportTable data={data} caption={caption} language={language} />
        ) : (
          <Suspense fallback={<Spinner size={32} aria-label={t('loading')} />}>
            <ReportChart data={data} kind={report.kind} language={language} label={t('report.chartLabel', { title })} />
          </Suspense>
        )}
      </>
    );
  };

  return (
    <Card
      className={`artel-report-card${report.kind === 'table' ? ' artel-report-card--wide' : ''}`}
      aria-labelledby={headingId}
      role="region"
    >
      <header className="artel-report-card__header">
        <H2 id={headingId} className="artel-report-card__title">
          {title}
        </H2>
        <div className="artel-report-card__actions">
          {report.kind !== 'table' && (
            <Switch
              checked={asTable}
              label={t('report.table')}
              onChange={() => setAsTable((shown) => !shown)}
              className="artel-report-card__switch"
            />
          )}
          <Can permission="export_data">
            <Button
              icon="download"
              text={t('report.csv')}
              aria-label={t('report.csvLabel', { title })}
              loading={downloading}
              onClick={download}
              size="small"
              variant="outlined"
            />
          </Can>
        </div>
      </header>
      {content()}
    </Card>
  );
}
