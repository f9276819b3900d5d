/**
 * CodeMirror 6 with markdown highlighting (including code blocks), history, search and the usual keys, plus
 * Ctrl/Cmd+B, I and K for bold, italic and link. Loaded lazily (MarkdownEditor): readers never download it.
 */
import { markdown } from '@codemirror/lang-markdown';
import { EditorView, basicSetup } from 'codemirror';
import { keymap } from '@codemirror/view';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { TextEdit } from './editorCommands';

export interface CodeMirrorHandle {
  /** Applies an edit computed from the current text and selection. */
  edit(compute: (text: string, from: number, to: number) => TextEdit): void;
  focus(): void;
}

export interface CodeMirrorEditorProps {
  value: string;
  onChange(value: string): void;
  label: string;
  onShortcut(action: 'bold' | 'italic' | 'link'): void;
  /** Files pasted or dropped into the text; the cursor is already where they go. */
  onFiles(files: File[]): void;
  ref?: Ref<CodeMirrorHandle>;
}

export function CodeMirrorEditor({ value, onChange, label, onShortcut, onFiles, ref }: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onShortcut, onFiles });
  latest.current = { onChange, onShortcut, onFiles };

  useEffect(() => {
    const shortcut = (action: 'bold' | 'italic' | 'link') => () => (latest.current.onShortcut(action), true);
    const editor = new EditorView({
      doc: value,
      parent: host.current!,
      extensions: [
        keymap.of([
          { key: 'Mod-b', run: shortcut('bold') },
          { key: 'Mod-i', run: shortcut('italic') },
          { key: 'Mod-k', run: shortcut('link') },
        ]),
        basicSetup,
        markdown(),
        EditorView.lineWrapping,
        EditorView.domEventHandlers({
          paste(event) {
            const files = [...(event.clipboardData?.files ?? [])];
            if (files.length === 0) return false;
            event.preventDefault();
            latest.current.onFiles(files);
            return true;
          },
          drop(event, editorView) {
            const files = [...(event.dataTransfer?.files ?? [])];
            if (files.length === 0) return false;
            event.preventDefault();
            const at = editorView.posAtCoords({ x: event.clientX, y: event.clientY });
            if (at !== null) editorView.dispatch({ selection: { anchor: at } });
            latest.current.onFiles(files);
            return true;
          },
        }),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor owns its text once created; outside changes come through the effect below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useImperativeHandle(ref, () => ({
    edit(compute) {
      const editor = view.current;
      if (!editor) return;
      const { from, to } = editor.state.selection.main;
      const change = compute(editor.state.doc.toString(), from, to);
      editor.dispatch({ changes: { from: change.from, to: change.to, insert: change.insert }, selection: change.selection });
      editor.focus();
    },
    focus: () => view.current?.focus(),
  }));

  return <div className="wiki-codemirror" ref={host} />;
}
