// One revision against the one before it: title, tags, slug and body, in a rendered view (the body's markdown
// blocks rendered, each marked added, removed or unchanged) and a source view (a word diff of the markdown).
import { Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { RevisionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { diffBlocks, diffPieces } from '@site/shared/lib';
import { TextDiff, useDiffStyles } from '@site/shared/ui';
import { renderPreview } from '../../components/editor/render-preview';
import './texts';

export interface RevisionDiffProps {
  newRevision: RevisionDetail;
  /** null for an object's first version. */
  oldRevision: RevisionDetail | null;
  objectType: 'question' | 'answer' | 'tag';
}

function RenderedBody({ oldText, newText }: { oldText: string; newText: string }) {
  const styles = useDiffStyles();
  return (
    <div data-testid="diff-rendered">
      {diffBlocks(oldText, newText).map((block, i) => (
        <div
          key={i}
          className="markdown-body"
          data-diff={block.kind}
          style={{ ...styles[block.kind], padding: block.kind === 'same' ? undefined : '0 6px', borderRadius: 4, marginBottom: 4 }}
          // Rendered in the browser by markdown-it with html: false (raw HTML escaped, unsafe links refused).
          dangerouslySetInnerHTML={{ __html: renderPreview(block.text) }}
        />
      ))}
    </div>
  );
}

function TagsDiff({ oldTags, newTags }: { oldTags: string[]; newTags: string[] }) {
  const parts = diffPieces(oldTags, newTags, '\u0000').flatMap((p) => p.text.split('\u0000').map((text) => ({ kind: p.kind, text })));
  return (
    <Space wrap data-testid="diff-tags">
      {parts.map((p) => (
        <Tag key={`${p.kind}:${p.text}`} color={p.kind === 'added' ? 'success' : p.kind === 'removed' ? 'error' : undefined} data-diff={p.kind}>
          {p.kind === 'removed' ? <del>{p.text}</del> : p.text}
        </Tag>
      ))}
    </Space>
  );
}

export function RevisionDiff({ newRevision, oldRevision, objectType }: RevisionDiffProps) {
  const { t } = useTranslation('posts');
  const [view, setView] = useState<'rendered' | 'source'>('rendered');
  const old = oldRevision ?? { title: '', tags: [], original_text: '', slug_name: '', main_tag_slug_name: '' };
  return (
    <div data-testid="revision-diff">
      <Space style={{ marginBottom: 8 }} wrap>
        <Segmented
          size="small"
          value={view}
          onChange={(v) => setView(v as 'rendered' | 'source')}
          options={[
            { label: <span data-testid="diff-view-rendered">{t('timeline.rendered')}</span>, value: 'rendered' },
            { label: <span data-testid="diff-view-source">{t('timeline.source')}</span>, value: 'source' },
          ]}
        />
        {!oldRevision && <Typography.Text type="secondary">{t('timeline.first_revision')}</Typography.Text>}
      </Space>
      {objectType !== 'answer' && (
        <div style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('timeline.field_title')}: </Typography.Text>
          <TextDiff oldText={old.title} newText={newRevision.title} testId="diff-title" />
        </div>
      )}
      {objectType === 'tag' && (newRevision.slug_name || old.slug_name) && (
        <div style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('timeline.field_slug')}: </Typography.Text>
          <TextDiff oldText={old.slug_name} newText={newRevision.slug_name} testId="diff-slug" />
        </div>
      )}
      {objectType === 'question' && (
        <div style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('timeline.field_tags')}: </Typography.Text>
          <TagsDiff oldTags={old.tags.map((x) => x.display_name)} newTags={newRevision.tags.map((x) => x.display_name)} />
        </div>
      )}
      <Typography.Text strong>{t('timeline.field_body')}</Typography.Text>
      <div style={{ marginTop: 4 }}>
        {view === 'rendered' ? (
          <RenderedBody oldText={old.original_text} newText={newRevision.original_text} />
        ) : (
          <TextDiff oldText={old.original_text} newText={newRevision.original_text} block testId="diff-source" />
        )}
      </div>
    </div>
  );
}
