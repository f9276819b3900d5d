import { insertAtCursor, toolbarEdit, type TextEdit } from './editorCommands';

const words = { linkText: 'текст', table: '| A | B |\n|---|---|\n| | |' };
const applied = (text: string, edit: TextEdit) => text.slice(0, edit.from) + edit.insert + text.slice(edit.to);

describe('toolbar edits', () => {
  it('wraps the selection, selecting the wrapped words', () => {
    const text = 'Срок пять дней';
    const edit = toolbarEdit('bold', text, 5, 9, words);
    expect(applied(text, edit)).toBe('Срок **пять** дней');
    expect(applied(text, edit).slice(edit.selection.anchor, edit.selection.head)).toBe('пять');
  });

  it('puts a placeholder where nothing is selected', () => {
    expect(applied('См. ', toolbarEdit('wikiLink', 'См. ', 4, 4, words))).toBe('См. [[текст]]');
    expect(applied('', toolbarEdit('link', '', 0, 0, words))).toBe('[текст](https://)');
  });

  it('prefixes every selected line for lists, quotes and headings', () => {
    const text = 'первый\nвторой\nтретий';
    expect(applied(text, toolbarEdit('numberedList', text, 2, 10, words))).toBe('1. первый\n2. второй\nтретий');
    expect(applied(text, toolbarEdit('taskList', text, 15, 15, words))).toBe('первый\nвторой\n- [ ] третий');
    expect(applied(text, toolbarEdit('quote', text, 0, 0, words))).toBe('> первый\nвторой\nтретий');
  });

  it('inserts a table as a block of its own', () => {
    const text = 'Текст';
    expect(applied(text, toolbarEdit('table', text, 5, 5, words))).toBe('Текст\n\n| A | B |\n|---|---|\n| | |\n');
  });

  it('puts an uploaded file in a paragraph of its own at the cursor', () => {
    expect(applied('<img src=x>', insertAtCursor('<img src=x>', 11, '![a](/f/1)'))).toBe('<img src=x>\n\n![a](/f/1)\n');
    expect(applied('', insertAtCursor('', 0, '![a](/f/1)'))).toBe('![a](/f/1)\n');
  });
});
