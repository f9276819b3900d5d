/**
 * The article text editor: a formatting toolbar over CodeMirror (loaded only when someone edits), and a
 * preview toggled or side by side. With the plain editor or markdown off, a text area without the toolbar.
 */
import { Button, ButtonGroup, SegmentedControl, Spinner, TextArea } from '@blueprintjs/core';
import { ApiError, lazyComponent, LazyComponentSlot, showToast, useTranslation } from '@artel/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { extractWikiLinks } from '../../shared/wikiLinks';
import { wikiApi } from '../api/wikiApi';
import { fileMarkdown, uploadFile } from '../api/wikiFiles';
import { MarkdownView } from '../article/MarkdownView';
import { MODULE_ID } from '../moduleId';
import { ArticlePicker } from './ArticlePicker';
import type { CodeMirrorEditorProps, CodeMirrorHandle } from './CodeMirrorEditor';
import { insertAtCursor, toolbarEdit, type ToolbarAction } from './editorCommands';

const CodeMirrorEditor = lazyComponent<'CodeMirrorEditor', CodeMirrorEditorProps>(
  () => import(/* webpackChunkName: "wiki-editor" */ './CodeMirrorEditor'),
  'CodeMirrorEditor',
);

const TOOLBAR: Array<{ action: ToolbarAction; icon: Parameters<typeof Button>[0]['icon'] }> = [
  { action: 'bold', icon: 'bold' },
  { action: 'italic', icon: 'italic' },
  { action: 'strikethrough', icon: 'strikethrough' },
  { action: 'heading', icon: 'header' },
  { action: 'link', icon: 'link' },
  { action: 'wikiLink', icon: 'document-share' },
  { action: 'bulletList', icon: 'properties' },
  { action: 'numberedList', icon: 'numbered-list' },
  { action: 'taskList', icon: 'tick' },
  { action: 'quote', icon: 'citation' },
  { action: 'code', icon: 'code' },
  { action: 'codeBlock', icon: 'code-block' },
  { action: 'table', icon: 'th' },
];

/** Title key → article id for the [[links]] of the text being written, asked of the server as they change. */
function useLinkTargets(text: string, enabled: boolean): Map<string, string> {
  const [targets, setTargets] = useState(new Map<string, string>());
  // One string, so that the same titles do not ask again on every keystroke.
  const titlesKey = useMemo(
    () =>
      enabled
        ? extractWikiLinks(text)
            .map((link) => link.title)
            .join('\n')
        : '',
    [text, enabled],
  );
  useEffect(() => {
    if (!titlesKey) return;
    const timer = setTimeout(() => {
      wikiApi.resolveLinks(titlesKey.split('\n')).then(
        (links) => setTargets(new Map(links.flatMap((link) => (link.articleId ? [[link.key, link.articleId] as [string, string]] : [])))),
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [titlesKey]);
  return targets;
}

export interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  markdown: boolean;
  plain: boolean;
}

export function MarkdownEditor({ value, onChange, markdown, plain }: MarkdownEditorProps) {
  const { t } = useTranslation(MODULE_ID);
  const [mode, setMode] = useState<'write' | 'preview' | 'split'>('write');
  const editor = useRef<CodeMirrorHandle>(null);
  const targets = useLinkTargets(value, markdown && mode !== 'write');
  const words = { linkText: t('editor.linkText'), table: t('editor.tableTemplate') };
  const apply = (action: ToolbarAction) => editor.current?.edit((text, from, to) => toolbarEdit(action, text, from, to, words));
  const picker = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const insertLink = (title: string) => {
    setPicking(false);
    editor.current?.edit((_text, from, to) => ({
      from,
      to,
      insert: `[[${title}]]`,
      selection: { anchor: from + title.length + 4, head: from + title.length + 4 },
    }));
  };
  const insertFiles = async (files: File[]) => {
    for (const file of files) {
      showToast({ message: t('editor.uploading', { name: file.name }) });
      try {
        const uploaded = await uploadFile(file);
        editor.current?.edit((text, _from, to) => insertAtCursor(text, to, fileMarkdown(uploaded)));
      } catch (error) {
        const reason = error instanceof ApiError && error.message ? error.message : t('editor.uploadFailed', { name: file.name });
        showToast({ message: reason, intent: 'danger' });
      }
    }
  };

  if (plain || !markdown) {
    return (
      <TextArea
        fill
        rows={20}
        aria-label={t('editor.body')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="wiki-plain-editor"
      />
    );
  }
  const writing = (
    <LazyComponentSlot component={CodeMirrorEditor} fallback={<Spinner size={20} aria-label={t('editor.loadingEditor')} />}>
      <CodeMirrorEditor ref={editor} value={value} onChange={onChange} label={t('editor.body')} onShortcut={apply} onFiles={insertFiles} />
    </LazyComponentSlot>
  );
  const preview = <MarkdownView source={value} articleIds={targets} markdown />;
  return (
    <div className="wiki-editor">
      <div className="wiki-editor__bar">
        <ButtonGroup role="toolbar" aria-label={t('editor.toolbar.label')}>
          {TOOLBAR.map(({ action, icon }) => (
            <Button
              key={action}
              icon={icon}
              variant="minimal"
              title={t(`editor.toolbar.${action}`)}
              aria-label={t(`editor.toolbar.${action}`)}
              disabled={mode === 'preview'}
              onClick={() => apply(action)}
            />
          ))}
          <Button
            icon="search-template"
            variant="minimal"
            title={t('editor.toolbar.pickArticle')}
            aria-label={t('editor.toolbar.pickArticle')}
            disabled={mode === 'preview'}
            onClick={() => setPicking(true)}
          />
          <Button
            icon="media"
            variant="minimal"
            title={t('editor.toolbar.image')}
            aria-label={t('editor.toolbar.image')}
            disabled={mode === 'preview'}
            onClick={() => picker.current?.click()}
          />
        </ButtonGroup>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          aria-label={t('editor.toolbar.attachment')}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void insertFiles(files);
          }}
        />
        <SegmentedControl
          small
          value={mode}
          onValueChange={(next) => setMode(next as typeof mode)}
          options={[
            { label: t('editor.write'), value: 'write' },
            { label: t('editor.preview'), value: 'preview' },
            { label: t('editor.split'), value: 'split' },
          ]}
        />
      </div>
      <ArticlePicker isOpen={picking} onPick={insertLink} onClose={() => setPicking(false)} />
      <p className="bp6-text-muted wiki-editor__hint">{t('editor.dropHint')}</p>
      <div className={`wiki-editor__panes wiki-editor__panes--${mode}`}>
        {mode !== 'preview' && <div className="wiki-editor__pane">{writing}</div>}
        {mode !== 'write' && <div className="wiki-editor__pane wiki-editor__preview">{preview}</div>}
      </div>
    </div>
  );
}
