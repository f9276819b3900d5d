import { useMemo } from 'react';
import { renderMarkdown } from './markdown';
import { markMentions } from './mentionMarks';

interface MarkdownViewProps {
  source: string;
  className?: string;
  /** Members whose `@Name` shows as a mention chip, and the reader's own name among them. */
  mentions?: { names: readonly string[]; ownName: string | null };
}

/** Sanitised markdown (see renderMarkdown): the only place the module sets inner HTML. */
export function MarkdownView({ source, className, mentions }: MarkdownViewProps) {
  const html = useMemo(() => {
    const safe = renderMarkdown(source);
    return mentions ? markMentions(safe, mentions.names, mentions.ownName) : safe;
  }, [source, mentions]);
  return <div className={`kanban-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
