// The markdown editor every form uses (post, answer, tag description): a toolbar (bold, italic, heading, quote,
// list, code block, link, image with upload), the text area, and a live preview rendered in the browser.
// Its props are the contract the other forms rely on: keep them stable (new ones optional).
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from '@site/shared/i18n';
import { codeBlock, image, link, prefixLines, wrapSelection, type Edit } from './editor-text';
import './texts';

// What a page with an editor does not need until it is used: the insert dialogs (until one opens) and markdown-it
// (until there is text to preview) load on demand, so a page shows its form without them.
const CodeBlockDialog = lazy(() => import('./insert-dialogs').then((m) => ({ default: m.CodeBlockDialog })));
const LinkDialog = lazy(() => import('./insert-dialogs').then((m) => ({ default: m.LinkDialog })));
const ImageDialog = lazy(() => import('./insert-dialogs').then((m) => ({ default: m.ImageDialog })));
type Render = (source: string) => string;
let loadedRender: Render | null = null;

/** The preview's renderer once `wanted` (loaded once per page; null until then). */
function usePreviewRenderer(wanted: boolean): Render | null {
  const [render, setRender] = useState<Render | null>(() => loadedRender);
  useEffect(() => {
    if (!wanted || render) return;
    let live = true;
    void import('./render-preview').then((m) => {
      loadedRender = m.renderPreview;
      if (live) setRender(() => m.renderPreview);
    });
    return () => {
      live = false;
    };
  }, [wanted, render]);
  return render;
}

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Visible rows of the text area. */
  rows?: number;
  /** `source` sent with uploaded images (POST file). */
  uploadSource?: 'post' | 'answer' | 'tag';
  /** Test id of the text area. */
  testId?: string;
  disabled?: boolean;
  /** Shows the live preview under the text area (default true). */
  preview?: boolean;
  /** Marks the text area invalid (a form field error). */
  status?: 'error' | 'warning';
  /**
   * The text area's id and ARIA state. antd's Form.Item passes id, aria-describedby, aria-invalid and aria-required to
   * its child: forwarded to the text area, the item's <label for> names it and its help text describes it.
   */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** The text area's name where no Form.Item label points at it ("Markdown text" when neither is given). */
  'aria-label'?: string;
}

type DialogKind = 'code' | 'link' | 'image' | null;

function ToolButton({ name, label, disabled, onClick }: { name: string; label: string; disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation('posts');
  return (
    <Tooltip title={t(`editor.${name}`)}>
      <Button size="small" type="text" aria-label={t(`editor.${name}`)} data-testid={`editor-${name}`} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    </Tooltip>
  );
}

export function MarkdownEditor({
  value = '',
  onChange,
  placeholder,
  rows = 10,
  testId = 'markdown-editor',
  disabled,
  preview = true,
  status,
  id,
  'aria-label': ariaLabel,
  ...aria
}: MarkdownEditorProps) {
  const { t } = useTranslation('posts');
  const area = useRef<TextAreaRef>(null);
  const [dialog, setDialog] = useState<DialogKind>(null);
  // The selection when a dialog opened: focus moves into the dialog, so read it before.
  const [sel, setSel] = useState<[number, number]>([0, 0]);
  // Whether a dialog was ever opened: from then on they stay mounted (their closing animation plays).
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const wantsPreview = preview && value.trim() !== '';
  const renderPreview = usePreviewRenderer(wantsPreview);
  const html = useMemo(() => (wantsPreview && renderPreview ? renderPreview(value) : ''), [wantsPreview, renderPreview, value]);

  const selection = (): [number, number] => {
    const el = area.current?.resizableTextArea?.textArea;
    return el ? [el.selectionStart, el.selectionEnd] : [value.length, value.length];
  };
  const apply = (edit: Edit) => {
    onChange?.(edit.value);
    // After React writes the new value: put the caret after the inserted text.
    requestAnimationFrame(() => {
      const el = area.current?.resizableTextArea?.textArea;
      if (!el) return;
      el.focus();
      el.setSelectionRange(edit.cursor, edit.cursor);
    });
  };
  const run = (make: (v: string, s: number, e: number) => Edit) => {
    const [s, e] = selection();
    apply(make(value, s, e));
  };
  const open = (kind: DialogKind) => {
    setSel(selection());
    setDialogsUsed(true);
    setDialog(kind);
  };
  const insert = (make: (v: string, s: number, e: number) => Edit) => {
    setDialog(null);
    apply(make(value, sel[0], sel[1]));
  };
  const selected = value.slice(sel[0], sel[1]);


  return (
    <div className="markdown-editor" data-testid={`${testId}-wrapper`}>
      <Space size={2} wrap role="toolbar" aria-label={t('editor.toolbar')} data-testid="editor-toolbar" style={{ marginBottom: 4 }}>
        <ToolButton name="bold" label="B" disabled={disabled} onClick={() => run((v, s, e) => wrapSelection(v, s, e, '**', '**', t('editor.bold_text')))} />
        <ToolButton name="italic" label="I" disabled={disabled} onClick={() => run((v, s, e) => wrapSelection(v, s, e, '*', '*', t('editor.italic_text')))} />
        <ToolButton name="heading" label="H" disabled={disabled} onClick={() => run((v, s, e) => prefixLines(v, s, e, '## '))} />
        <ToolButton name="quote" label=">" disabled={disabled} onClick={() => run((v, s, e) => prefixLines(v, s, e, '> '))} />
        <ToolButton name="list" label="•" disabled={disabled} onClick={() => run((v, s, e) => prefixLines(v, s, e, '- '))} />
        <ToolButton name="code" label={t('editor.code')} disabled={disabled} onClick={() => open('code')} />
        <ToolButton name="link" label={t('editor.link')} disabled={disabled} onClick={() => open('link')} />
        <ToolButton name="image" label={t('editor.image')} disabled={disabled} onClick={() => open('image')} />
      </Space>
      <Input.TextArea
        ref={area}
        id={id}
        // Without an id there is no <label for> to name the box: it names itself. With one, the label does.
        aria-label={ariaLabel ?? (id ? undefined : t('editor.text'))}
        {...aria}
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        rows={rows}
        disabled={disabled}
        status={status}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {preview && (
        <div className="markdown-editor-preview" style={{ marginTop: 8, padding: 8, border: '1px dashed #d9d9d9', borderRadius: 6 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('editor.preview')}
          </Typography.Text>
          {html ? (
            // Rendered by markdown-it with html: false (see render-preview.ts); never stored.
            <div className="markdown-body" data-testid="editor-preview" dangerouslySetInnerHTML={{ __html: html }} />
          ) : wantsPreview ? null : ( // text, the renderer still loading
            <div data-testid="editor-preview-empty">
              <Typography.Text type="secondary">{t('editor.preview_empty')}</Typography.Text>
            </div>
          )}
        </div>
      )}
      {dialogsUsed && (
        <Suspense fallback={null}>
          <CodeBlockDialog open={dialog === 'code'} selection={selected} onCancel={() => setDialog(null)} onInsert={(v) => insert((x, s, e) => codeBlock(x, s, e, v.code, v.language))} />
          <LinkDialog open={dialog === 'link'} selection={selected} onCancel={() => setDialog(null)} onInsert={(v) => insert((x, s, e) => link(x, s, e, v.url, v.text ?? ''))} />
          <ImageDialog open={dialog === 'image'} selection={selected} onCancel={() => setDialog(null)} onInsert={(v) => insert((x, s, e) => image(x, s, e, v.url, v.alt ?? ''))} />
        </Suspense>
      )}
    </div>
  );
}
