import { Button, Callout, FileInput, FormGroup, TextArea } from '@blueprintjs/core';
import { ApiError, useTranslation } from '@artel/sdk';
import { marketplaceApi, marketplaceFailureMessage, toastMarketplaceSuccess } from '@artel/sdk/host';
import { type FormEvent, useState } from 'react';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { preparePublication, type PublicationProblem, serverManifestProblems } from './publication';

interface Problems {
  errors: string[];
  warnings: string[];
  /** SPEC §8-style headline of a refusal by the server. */
  failure?: string;
}

/** Publishes a module or a new version of one: manifest.json plus the SystemJS bundle, checked first here. */
export function PublishForm({ onPublished }: { onPublished(): void }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [manifest, setManifest] = useState<File | null>(null);
  const [bundle, setBundle] = useState<File | null>(null);
  const [changelog, setChangelog] = useState('');
  const [problems, setProblems] = useState<Problems>({ errors: [], warnings: [] });
  const [publishing, setPublishing] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const problemText = (problem: PublicationProblem): string =>
    'text' in problem ? problem.text : t(`developer.errors.${problem.key}`, problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPublishing(true);
    try {
      const publication = await preparePublication({ manifest, bundle, changelog });
      if (!publication.input) {
        setProblems({ errors: publication.problems.map(problemText), warnings: publication.warnings });
        return;
      }
      const { module, warnings = [] } = await marketplaceApi.publish(publication.input);
      toastMarketplaceSuccess('publish', { name: module.name, version: module.latestVersion });
      setProblems({ errors: [], warnings });
      setManifest(null);
      setBundle(null);
      setChangelog('');
      setFormKey((key) => key + 1);
      onPublished();
    } catch (error) {
      const details = error instanceof ApiError ? serverManifestProblems(error.details) : { errors: [], warnings: [] };
      setProblems({ ...details, failure: marketplaceFailureMessage('publish', error) });
    } finally {
      setPublishing(false);
    }
  };

  const { errors, warnings, failure } = problems;
  return (
    <form key={formKey} className="artel-marketplace__publish" onSubmit={submit} aria-labelledby="publish-title" noValidate>
      <h2 id="publish-title" className="bp6-heading">
        {t('developer.publishTitle')}
      </h2>
      <p>{t('developer.publishHint')}</p>
      {(failure || errors.length > 0) && (
        <Callout intent="danger" role="alert" title={failure ?? t('developer.problemsTitle')}>
          {errors.length > 0 && (
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </Callout>
      )}
      {warnings.length > 0 && (
        <Callout intent="warning" title={t('developer.warningsTitle')}>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Callout>
      )}
      <FormGroup label={t('developer.manifest')} labelFor="publish-manifest">
        <FileInput
          fill
          text={manifest?.name ?? t('developer.chooseFile')}
          buttonText={t('developer.browse')}
          hasSelection={manifest !== null}
          inputProps={{ id: 'publish-manifest', accept: '.json,application/json' }}
          onInputChange={(event) => setManifest(event.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
      <FormGroup label={t('developer.bundle')} labelFor="publish-bundle">
        <FileInput
          fill
          text={bundle?.name ?? t('developer.chooseFile')}
          buttonText={t('developer.browse')}
          hasSelection={bundle !== null}
          inputProps={{ id: 'publish-bundle', accept: '.js,text/javascript' }}
          onInputChange={(event) => setBundle(event.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
      <FormGroup label={t('developer.changelog')} labelFor="publish-changelog">
        <TextArea id="publish-changelog" fill rows={3} value={changelog} onChange={(event) => setChangelog(event.currentTarget.value)} />
      </FormGroup>
      <Button type="submit" intent="primary" icon="upload" loading={publishing} text={t('developer.publish')} />
    </form>
  );
}
