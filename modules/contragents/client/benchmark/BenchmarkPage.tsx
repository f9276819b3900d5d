/**
 * /modules/contragents/benchmark — the workspace's comparisons (newest change first) beside the one chosen
 * (?id=…): several benchmarks per workspace, each with its criteria, candidates, ranking and history.
 */
import { Button, Menu, MenuItem, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { $currentWorkspaceId, navigate, useSearchParam, useTranslation, useWorkspaceMembers } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { benchmarksApi } from '../api/benchmarksApi';
import type { Benchmark, BenchmarkSummary, HistoryEntry } from '../api/benchmarkTypes';
import { toastFailure } from '../errors';
import { ContragentsNav } from '../layout/ContragentsNav';
import { MODULE_ID } from '../moduleId';
import { benchmarkPath } from '../paths';
import { contragentsPermissions } from '../contragentsPermissions';
import { BenchmarkDialog } from './BenchmarkDialog';
import { BenchmarkView } from './BenchmarkView';

export function BenchmarkPage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const selectedId = useSearchParam('id');
  const can = contragentsPermissions.useCan();
  const members = useWorkspaceMembers();
  const [list, setList] = useState<BenchmarkSummary[] | null>(null);
  const [selected, setSelected] = useState<{ benchmark: Benchmark; history: HistoryEntry[] } | null>(null);
  const [creating, setCreating] = useState(false);

  const loadList = useCallback(() => benchmarksApi.list().then(setList, (error) => toastFailure(error, 'errors.loadFailed')), []);
  // Scores are saved one after another while answers may come back out of order: only the latest load is shown.
  const loads = useRef(0);
  const loadSelected = useCallback((id: string, known?: Benchmark) => {
    const load = ++loads.current;
    return Promise.all([known ?? benchmarksApi.get(id), benchmarksApi.history(id)]).then(
      ([benchmark, history]) => load === loads.current && setSelected({ benchmark, history }),
      (error) => toastFailure(error, 'errors.loadFailed'),
    );
  }, []);

  useEffect(() => {
    if (workspaceId) void loadList();
  }, [workspaceId, loadList]);
  useEffect(() => {
    setSelected(null);
    if (workspaceId && selectedId) void loadSelected(selectedId);
  }, [workspaceId, selectedId, loadSelected]);

  const changed = (benchmark?: Benchmark) => {
    if (!selectedId) return;
    void loadSelected(selectedId, benchmark);
    void loadList();
  };

  return (
    <div className="contragents-page">
      <ContragentsNav current="benchmark" />
      <header className="contragents-header">
        <div>
          <h1>{t('benchmark.title')}</h1>
          <p className="contragents-muted">{t('benchmark.intro')}</p>
        </div>
        {can('partner.edit') && (
          <Button intent="primary" icon="add" onClick={() => setCreating(true)}>
            {t('benchmark.create')}
          </Button>
        )}
      </header>
      <div className="contragents-benchmarks">
        <nav className="contragents-benchmarks__list" aria-label={t('benchmark.list')}>
          {!list ? (
            <Spinner size={20} />
          ) : list.length === 0 ? (
            <NonIdealState icon="comparison" title={t('benchmark.empty')} description={t('benchmark.emptyHint')} />
          ) : (
            <Menu>
              {list.map((benchmark) => (
                <MenuItem
                  key={benchmark.id}
                  text={benchmark.title}
                  active={benchmark.id === selectedId}
                  href={benchmarkPath(benchmark.id)}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(benchmarkPath(benchmark.id));
                  }}
                  labelElement={
                    benchmark.status === 'decided' ? (
                      <Tag minimal intent="success">
                        {t('benchmark.decided')}
                      </Tag>
                    ) : undefined
                  }
                />
              ))}
            </Menu>
          )}
        </nav>
        <div className="contragents-benchmarks__view">
          {!selectedId ? (
            list && list.length > 0 && <NonIdealState icon="comparison" description={t('benchmark.choose')} />
          ) : !selected ? (
            <Spinner />
          ) : (
            <BenchmarkView
              benchmark={selected.benchmark}
              history={selected.history}
              members={members}
              editable={can('partner.edit')}
              canPromote={can('partner.create')}
              onChanged={changed}
            />
          )}
        </div>
      </div>
      {creating && (
        <BenchmarkDialog
          onClose={() => setCreating(false)}
          onSaved={(benchmark) => {
            setCreating(false);
            void loadList();
            navigate(benchmarkPath(benchmark.id));
          }}
        />
      )}
    </div>
  );
}
