// The markdown editor every form uses (post, answer, tag description). This first version is a plain text area;
// the ask/edit work gives it the toolbar (code block, link, image upload), live preview and validation messages.
// Its props are the contract the other forms rely on: keep them stable.
import { Input } from 'antd';

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
}

export function MarkdownEditor({ value, onChange, placeholder, rows = 10, testId = 'markdown-editor', disabled }: MarkdownEditorProps) {
  return (
    <Input.TextArea
      data-testid={testId}
      value={value}
      placeholder={placeholder}
      rows={rows}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}
