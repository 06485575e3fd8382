import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { api, errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { SmartLink } from '@site/shared/ui';
import { CONTENT_CHANGED_TAGS } from './contents-api';
import './texts';

export const CONTENTS_PAGE_SIZE = 20;
/** The review queue's tab of posts and answers held back for review (mf-review). */
export const QUEUED_REVIEW_PATH = '/review?type=queued_post';

/** A status change the page offers: its label key and the status it asks the server for. */
export interface ContentAction<S extends string> {
  key: string;
  status: S;
  danger?: boolean;
}

interface Row {
  id: string;
}

export interface ContentsListProps<F extends string, S extends string, T extends Row> {
  kind: 'questions' | 'answers';
  filters: readonly F[];
  /** The actions offered under a filter (none for pending: those are decided in the review queue). */
  actionsFor: (filter: F) => ContentAction<S>[];
  useList: (arg: { status: F; page: number; page_size: number; query?: string }) => { data?: { count: number; list: T[] }; isFetching: boolean };
  /** Changes one row's status; resolves to the refusal's message, or null when done. */
  change: (row: T, status: S) => Promise<string | null>;
  columns: TableColumnsType<T>;
  /** A row's name in the failure list (a title, an answer's start). */
  nameOf: (row: T) => string;
}

interface Failure {
  id: string;
  name: string;
  msg: string;
}

/**
 * The contents pages' list: a tab per status, a search box, a paged table whose rows can be changed one by one or
 * selected and changed together (one call per row; the rows that were refused are listed with the server's reason).
 * The filter, search and page live in the address.
 */
export function ContentsList<F extends string, S extends string, T extends Row>(props: ContentsListProps<F, S, T>) {
  const { kind, filters, actionsFor, useList, change, columns, nameOf } = props;
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as F | null;
  const status = asked && filters.includes(asked) ? asked : filters[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('query') ?? '';
  const { data, isFetching } = useList({ status, page, page_size: CONTENTS_PAGE_SIZE, ...(query ? { query } : {}) });
  const [selected, setSelected] = useState<string[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [busy, setBusy] = useState(false);
  const actions = actionsFor(status);
  const rows = data?.list ?? [];

  const go = (next: { status?: F; page?: number; query?: string }) => {
    const p = new URLSearchParams();
    p.set('status', next.status ?? status);
    const q = next.query ?? query;
    if (q) p.set('query', q);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setSelected([]);
    setFailures([]);
    setParams(p);
  };

  const apply = async (targets: T[], action: ContentAction<S>) => {
    setBusy(true);
    const failed: Failure[] = [];
    for (const row of targets) {
      const msg = await change(row, action.status).catch((err: unknown) => errorMessage(err, t('contents.failed')));
      if (msg !== null) failed.push({ id: row.id, name: nameOf(row), msg: msg || t('contents.failed') });
    }
    setBusy(false);
    setFailures(failed);
    setSelected(failed.map((f) => f.id));
    dispatch(api.util.invalidateTags([...CONTENT_CHANGED_TAGS]));
    const done = targets.length - failed.length;
    if (done > 0) dispatch(pushToast({ type: 'success', msg: t('contents.changed', { count: done }) }));
  };

  const rowActions = (row: T): ReactNode => (
    <Space size={4} wrap>
      {actions.map((a) => (
        <Button key={a.key} size="small" type="link" danger={a.danger} disabled={busy} onClick={() => void apply([row], a)} data-testid={`row-${a.key}-${row.id}`}>
          {t(`contents.action.${a.key}`)}
        </Button>
      ))}
    </Space>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid={`contents-${kind}`}>
      <Tabs activeKey={status} onChange={(key) => go({ status: key as F, page: 1 })} items={filters.map((f) => ({ key: f, label: t(`contents.status.${String(f)}`) }))} />
      <Input.Search
        key={query}
        defaultValue={query}
        allowClear
        placeholder={t(`contents.search.${kind}`)}
        aria-label={t(`contents.search.${kind}`)}
        onSearch={(value) => go({ query: value.trim(), page: 1 })}
        style={{ maxWidth: 420 }}
        data-testid="contents-search"
      />
      {status === ('pending' as F) && (
        <Alert
          type="info"
          showIcon
          title={
            <span>
              {t('contents.pending_hint')} <SmartLink to={QUEUED_REVIEW_PATH}>{t('contents.open_review')}</SmartLink>
            </span>
          }
          data-testid="contents-pending-hint"
        />
      )}
      {actions.length > 0 && (
        <Space wrap data-testid="contents-bulk">
          <Typography.Text type="secondary">{t('contents.selected', { count: selected.length })}</Typography.Text>
          {actions.map((a) => (
            <Popconfirm
              key={a.key}
              title={t('contents.confirm', { action: t(`contents.action.${a.key}`), count: selected.length })}
              okText={t('contents.apply')}
              cancelText={t('contents.cancel')}
              onConfirm={() => void apply(rows.filter((r) => selected.includes(r.id)), a)}
              disabled={selected.length === 0 || busy}
            >
              <Button danger={a.danger} disabled={selected.length === 0} loading={busy} data-testid={`bulk-${a.key}`}>
                {t(`contents.action.${a.key}`)}
              </Button>
            </Popconfirm>
          ))}
        </Space>
      )}
      {failures.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailures([]) }}
          title={t('contents.some_failed', { count: failures.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {failures.map((f) => (
                <li key={f.id} data-testid={`failure-${f.id}`}>
                  <strong>{f.name}</strong>: {f.msg}
                </li>
              ))}
            </ul>
          }
          data-testid="contents-failures"
        />
      )}
      <Table<T>
        rowKey="id"
        size="small"
        columns={actions.length > 0 ? [...columns, { title: t('queue.actions'), key: 'actions', render: (_, row) => rowActions(row) }] : columns}
        dataSource={rows}
        loading={isFetching || busy}
        locale={{ emptyText: t('queue.empty') }}
        rowSelection={actions.length > 0 ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        pagination={{
          current: page,
          pageSize: CONTENTS_PAGE_SIZE,
          total: data?.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (p) => go({ page: p }),
        }}
      />
    </div>
  );
}
