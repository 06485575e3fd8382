import { Card, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** The syntax of spec section 5, with what each element does. */
export const SEARCH_SYNTAX = [
  { example: '[tag]', key: 'search.tip.tag' },
  { example: 'user:name', key: 'search.tip.user' },
  { example: 'answers:3', key: 'search.tip.answers' },
  { example: 'score:3', key: 'search.tip.score' },
  { example: 'is:question', key: 'search.tip.question' },
  { example: 'is:answer', key: 'search.tip.answer' },
  { example: '"words here"', key: 'search.tip.phrase' },
] as const;

export function SyntaxList({ testId }: { testId: string }) {
  const { t } = useTranslation('posts');
  return (
    <ul data-testid={testId} style={{ paddingLeft: 16, margin: 0 }}>
      {SEARCH_SYNTAX.map((s) => (
        <li key={s.example} style={{ marginBottom: 4 }}>
          <Typography.Text code>{s.example}</Typography.Text> {t(s.key)}
        </li>
      ))}
    </ul>
  );
}

export function SearchTips() {
  const { t } = useTranslation('posts');
  return (
    <Card size="small" title={t('search.tips_title')} data-testid="search-tips">
      <SyntaxList testId="search-tips-list" />
    </Card>
  );
}
