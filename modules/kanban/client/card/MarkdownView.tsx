import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

/** Sanitised markdown (see renderMarkdown): the only place the module sets inner HTML. */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={`kanban-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
