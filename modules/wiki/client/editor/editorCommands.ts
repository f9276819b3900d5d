/** What the toolbar and shortcuts do to the text: wrap the selection or insert a block, as plain edits. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  /** Where the selection goes afterwards. */
  selection: { anchor: number; head: number };
}

export function wrapSelection(text: string, from: number, to: number, before: string, after: string, placeholder: string): TextEdit {
  const selected = text.slice(from, to) || placeholder;
  return {
    from,
    to,
    insert: `${before}${selected}${after}`,
    selection: { anchor: from + before.length, head: from + before.length + selected.length },
  };
}

/** Each selected line (or the current one) starts with `prefix`. */
export function prefixLines(text: string, from: number, to: number, prefix: (index: number) => string): TextEdit {
  const start = text.lastIndexOf('\n', from - 1) + 1;
  const endBreak = text.indexOf('\n', to);
  const end = endBreak < 0 ? text.length : endBreak;
  const lines = text
    .slice(start, end)
    .split('\n')
    .map((line, index) => `${prefix(index)}${line}`);
  const insert = lines.join('\n');
  return { from: start, to: end, insert, selection: { anchor: start + insert.length, head: start + insert.length } };
}

/** A block on lines of its own, with a blank line around it. */
export function insertBlock(text: string, at: number, block: string): TextEdit {
  const before = at === 0 || text.slice(0, at).endsWith('\n\n') ? '' : text.slice(0, at).endsWith('\n') ? '\n' : '\n\n';
  const insert = `${before}${block}\n`;
  return { from: at, to: at, insert, selection: { anchor: at + insert.length, head: at + insert.length } };
}

export type ToolbarAction =
  | 'bold'
  | 'italic'
  | 'strikethrough'
  | 'heading'
  | 'link'
  | 'wikiLink'
  | 'bulletList'
  | 'numberedList'
  | 'taskList'
  | 'quote'
  | 'code'
  | 'codeBlock'
  | 'table';

export function toolbarEdit(
  action: ToolbarAction,
  text: string,
  from: number,
  to: number,
  words: { linkText: string; table: string },
): TextEdit {
  switch (action) {
    case 'bold':
      return wrapSelection(text, from, to, '**', '**', words.linkText);
    case 'italic':
      return wrapSelection(text, from, to, '_', '_', words.linkText);
    case 'strikethrough':
      return wrapSelection(text, from, to, '~~', '~~', words.linkText);
    case 'code':
      return wrapSelection(text, from, to, '`', '`', 'code');
    case 'link':
      return wrapSelection(text, from, to, '[', '](https://)', words.linkText);
    case 'wikiLink':
      return wrapSelection(text, from, to, '[[', ']]', words.linkText);
    case 'heading':
      return prefixLines(text, from, to, () => '## ');
    case 'bulletList':
      return prefixLines(text, from, to, () => '- ');
    case 'numberedList':
      return prefixLines(text, from, to, (index) => `${index + 1}. `);
    case 'taskList':
      return prefixLines(text, from, to, () => '- [ ] ');
    case 'quote':
      return prefixLines(text, from, to, () => '> ');
    case 'codeBlock':
      return wrapSelection(text, from, to, '```\n', '\n```', '');
    case 'table':
      return insertBlock(text, to, words.table);
  }
}

/**
 * Uploaded files' markdown at the cursor as a paragraph of its own: right after a line of HTML it would
 * otherwise belong to that HTML block and show as text.
 */
export const insertAtCursor = (text: string, to: number, insert: string): TextEdit => insertBlock(text, to, insert);
