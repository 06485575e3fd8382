import { useEffect, useMemo, useState } from 'react';
import { Select, Space, Tag, Typography } from 'antd';
import { QUESTION_TAGS_MAX, type QuestionTagBasic } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { useGetQuestionTagsQuery } from './ask-api';
import './texts';

export interface TagSelectorProps {
  value?: string[];
  onChange?: (slugs: string[]) => void;
  /** Staff may type a tag that does not exist yet: the server creates it with the post. */
  allowCreate?: boolean;
  status?: 'error';
}

const SEARCH_DEBOUNCE_MS = 250;
const NONE: QuestionTagBasic[] = [];

/** Chooses up to 5 tags by slug (question/tags search), offering the recommended ones and marking reserved ones. */
export function TagSelector({ value = [], onChange, allowCreate = false, status }: TagSelectorProps) {
  const { t } = useTranslation('posts');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { data: found = NONE } = useGetQuestionTagsQuery({ tag: debounced });
  const { data: recommended = NONE } = useGetQuestionTagsQuery({ tag: '' });

  const label = (tag: QuestionTagBasic) => (
    <Space size={4} data-testid={`tag-option-${tag.slug_name}`}>
      <span>{tag.display_name}</span>
      {tag.recommend && <Tag color="blue">{t('ask.tag_recommended')}</Tag>}
      {tag.reserved && <Tag color="orange">{t('ask.tag_reserved')}</Tag>}
    </Space>
  );
  const options = useMemo(() => {
    const shown = debounced ? found : recommended;
    const opts = shown.map((tag) => ({ value: tag.slug_name, label: label(tag), title: tag.display_name }));
    // Chosen tags stay options (with their names when a list knows them) whatever the current search shows.
    for (const slug of value) {
      const tag = [...found, ...recommended].find((x) => x.slug_name === slug);
      if (!opts.some((o) => o.value === slug)) opts.push({ value: slug, label: tag ? label(tag) : <span>{slug}</span>, title: tag?.display_name ?? slug });
    }
    return opts;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- label only reads t
  }, [debounced, found, recommended, value]);

  const add = (slug: string) => {
    if (!value.includes(slug) && value.length < QUESTION_TAGS_MAX) onChange?.([...value, slug]);
  };
  const unused = recommended.filter((tag) => !value.includes(tag.slug_name));

  return (
    <div data-testid="tag-selector">
      <Select
        mode={allowCreate ? 'tags' : 'multiple'}
        value={value}
        onChange={(v: string[]) => onChange?.(v.map((s) => s.trim().toLowerCase()).filter(Boolean))}
        onSearch={setSearch}
        searchValue={search}
        onSelect={() => setSearch('')}
        filterOption={false}
        options={options}
        maxCount={QUESTION_TAGS_MAX}
        placeholder={t('ask.field.tags_placeholder')}
        status={status}
        style={{ width: '100%' }}
        data-testid="tag-select"
        aria-label={t('ask.field.tags')}
        optionLabelProp="title"
      />
      {unused.length > 0 && (
        <Space size={4} wrap style={{ marginTop: 6 }} data-testid="recommended-tags">
          <Typography.Text type="secondary">{t('ask.recommended')}</Typography.Text>
          {unused.map((tag) => (
            <Tag key={tag.slug_name} color="blue" style={{ cursor: 'pointer' }} onClick={() => add(tag.slug_name)} data-testid={`recommended-tag-${tag.slug_name}`}>
              {tag.display_name}
              {tag.reserved ? ` (${t('ask.tag_reserved')})` : ''}
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
