import { Button, Callout, Classes, ControlGroup, InputGroup, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useFormat } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import type { FlowSample } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';

/** When and by whom, on the reader's clock: «28 нояб., 14:05, Борис». */
function useWhen() {
  const format = useFormat();
  return (sample: FlowSample) => [format.dateTime(sample.at, 'brief'), sample.actorName].filter(Boolean).join(', ');
}

interface SampleListProps {
  samples: FlowSample[];
  loading: boolean;
  searched: string;
  picked: FlowSample | null;
  onPick(sample: FlowSample): void;
  onSearch(text: string): void;
}

/** The trigger's real events to pick one from, and a search for an entity by name instead. */
export function SampleList({ samples, loading, searched, picked, onPick, onSearch }: SampleListProps) {
  const { t } = useFlowsTranslation();
  const when = useWhen();
  const [text, setText] = useState(searched);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <section aria-label={t('test.pickEvent')} className="artel-flow-samples">
      <form onSubmit={submit} role="search">
        <ControlGroup>
          <InputGroup
            fill
            aria-label={t('test.searchLabel')}
            placeholder={t('test.searchPlaceholder')}
            leftIcon="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" text={t('test.search')} />
        </ControlGroup>
      </form>
      {loading ? (
        <Spinner size={20} />
      ) : samples.length === 0 ? (
        <Callout>{t(searched ? 'test.nothingFound' : 'test.noEvents')}</Callout>
      ) : (
        <RadioGroup
          label={t(searched ? 'test.foundEntities' : 'test.recentEvents')}
          selectedValue={picked?.id ?? ''}
          onChange={(event) => {
            const sample = samples.find((candidate) => candidate.id === event.currentTarget.value);
            if (sample) onPick(sample);
          }}
          className="artel-flow-samples__list"
        >
          {samples.map((sample) => (
            <Radio
              key={sample.id}
              value={sample.id}
              labelElement={
                <span>
                  {sample.summary}
                  {(sample.at || sample.actorName) && <span className={Classes.TEXT_MUTED}> · {when(sample)}</span>}
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
    </section>
  );
}
