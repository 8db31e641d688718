/**
 * The CodeMirror 6 SQL editor: highlighting per dialect, autocompletion, SQL Lab's key
 * bindings and validation errors as lint marks. Controlled loosely: the document is pushed
 * in only when it differs from what the editor holds (another tab, a format).
 */
import { useEffect, useRef } from 'react';
import { EditorState, Compartment, type Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, toggleComment } from '@codemirror/commands';
import {
  bracketMatching,
  indentOnInput,
  syntaxHighlighting,
  defaultHighlightStyle,
  HighlightStyle,
} from '@codemirror/language';
import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { sql } from '@codemirror/lang-sql';
import { theme } from 'antd';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { useThemeMode } from '../app/ThemeProvider';
import { dialectFor, sqlCompletionSources, type CompletionData } from './completion';
import type { SqlValidationAnnotation } from '@tessera/core';

export interface SqlEditorCommands {
  run(): void;
  stop(): void;
  format(): void;
  newTab(): void;
  save(): void;
}

export interface SqlEditorProps {
  value: string;
  backend: string | undefined;
  completion: CompletionData;
  validationErrors: SqlValidationAnnotation[];
  commands: SqlEditorCommands;
  onChange(sql: string): void;
  onSelection(text: string | null): void;
  height?: number;
}

/** Validation errors (1-based lines and columns) as diagnostics over the document. */
export function diagnosticsFor(
  state: EditorState,
  errors: SqlValidationAnnotation[],
): Diagnostic[] {
  return errors.map((e) => {
    const lineNo = Math.min(Math.max(e.line_number ?? 1, 1), state.doc.lines);
    const line = state.doc.line(lineNo);
    const start = e.start_column ? Math.min(line.from + e.start_column - 1, line.to) : line.from;
    const end = e.end_column ? Math.min(line.from + e.end_column, line.to) : line.to;
    return { from: start, to: Math.max(end, start), severity: 'error', message: e.message };
  });
}

function languageExtension(backend: string | undefined, completion: CompletionData): Extension {
  const dialect = dialectFor(backend);
  return [
    sql({ dialect, upperCaseKeywords: true }),
    autocompletion({ override: sqlCompletionSources(completion, dialect), activateOnTyping: true }),
  ];
}

interface EditorColors {
  text: string;
  background: string;
  gutter: string;
  activeLine: string;
  border: string;
  dark: boolean;
}

/**
 * One Dark's colours, readable on a dark background (the default style is for light), with its
 * grey for comments lightened: on the highlighted active line it reads at 4.1:1, this at 5.9:1.
 */
const ONE_DARK_STONE = '#7d8799';
const darkHighlightStyle = HighlightStyle.define(
  oneDarkHighlightStyle.specs.map((spec) =>
    spec.color === ONE_DARK_STONE ? { ...spec, color: '#9aa3b2' } : spec,
  ),
);

function colorTheme(c: EditorColors): Extension {
  const highlight = c.dark ? syntaxHighlighting(darkHighlightStyle) : [];
  return [
    highlight,
    EditorView.theme(
      {
        '&': { color: c.text, backgroundColor: c.background },
        '.cm-gutters': {
          backgroundColor: c.gutter,
          color: c.text,
          borderRight: `1px solid ${c.border}`,
        },
        '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: c.activeLine },
        '.cm-content': { caretColor: c.text },
      },
      // CodeMirror's own parts (the completion list, tooltips) then take their dark colours.
      { dark: c.dark },
    ),
  ];
}

export function SqlEditor(props: SqlEditorProps) {
  const { token } = theme.useToken();
  const { resolved } = useThemeMode();
  const colors: EditorColors = {
    text: token.colorText,
    background: token.colorBgContainer,
    gutter: token.colorFillQuaternary,
    activeLine: token.colorFillTertiary,
    border: token.colorBorderSecondary,
    dark: resolved === 'dark',
  };
  const colorKey = JSON.stringify(colors);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const palette = useRef(new Compartment());
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const run = () => (latest.current.commands.run(), true);
    const state = EditorState.create({
      doc: latest.current.value,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(),
        placeholder('SELECT ...'),
        keymap.of([
          { key: 'Mod-Enter', run, preventDefault: true },
          { key: 'Ctrl-r', run, preventDefault: true },
          { key: 'Ctrl-e', run: () => (latest.current.commands.stop(), true) },
          { key: 'Ctrl-Shift-f', run: () => (latest.current.commands.format(), true) },
          { key: 'Ctrl-q', run: () => (latest.current.commands.newTab(), true) },
          { key: 'Mod-s', run: () => (latest.current.commands.save(), true), preventDefault: true },
          { key: 'Mod-/', run: toggleComment },
          ...completionKeymap,
          ...searchKeymap,
          ...historyKeymap,
          ...defaultKeymap,
        ]),
        language.current.of(languageExtension(latest.current.backend, latest.current.completion)),
        palette.current.of([]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          if (update.selectionSet || update.docChanged) {
            const sel = update.state.selection.main;
            latest.current.onSelection(sel.empty ? null : update.state.sliceDoc(sel.from, sel.to));
          }
        }),
        EditorView.contentAttributes.of({ 'aria-label': 'SQL editor' }),
        EditorView.theme({
          '&': { height: '100%', fontSize: '13px' },
          '.cm-scroller': { fontFamily: 'Menlo, Consolas, monospace' },
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== props.value) {
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: props.value } });
    }
  }, [props.value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: language.current.reconfigure(languageExtension(props.backend, props.completion)),
    });
  }, [props.backend, props.completion]);

  useEffect(() => {
    view.current?.dispatch({
      effects: palette.current.reconfigure(colorTheme(JSON.parse(colorKey) as EditorColors)),
    });
  }, [colorKey]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, diagnosticsFor(v.state, props.validationErrors)));
  }, [props.validationErrors]);

  return (
    <div
      ref={host}
      data-testid="sql-editor"
      style={{
        height: props.height ?? 280,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: 6,
        overflow: 'hidden',
      }}
    />
  );
}
