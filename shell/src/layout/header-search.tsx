import { Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export const SEARCH_PATH = '/search';

/** The current query when the search page is open (the box keeps showing it), else ''. */
function currentQuery(pathname: string, search: string): string {
  return pathname === SEARCH_PATH ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/** The header's search box: Enter opens `/search?q=…`. `block`: as wide as its container (the phone menu). */
export function HeaderSearch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The box follows the address (React's "adjust state when a prop changes" pattern, no effect).
  const source = currentQuery(pathname, search);
  const [shown, setShown] = useState(source);
  const [value, setValue] = useState(source);
  if (shown !== source) {
    setShown(source);
    setValue(source);
  }
  const submit = (raw: string) => {
    const q = raw.trim();
    navigate(q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH);
  };
  return (
    <Input.Search
      data-testid="header-search"
      aria-label={t('header.search_label')}
      placeholder={t('nav.search_placeholder')}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onSearch={submit}
      allowClear
      style={block ? { width: '100%' } : { maxWidth: 280 }}
    />
  );
}
