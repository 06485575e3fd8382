import { ContentType, DEFAULT_CONTENT_TYPE, questionOrders } from '@site/shared/contract';

export type Order = (typeof questionOrders)[number];
export const PAGE_SIZE = 20;

/** Kinds offered as tabs (spec section 1), in the spec's order. */
export const KINDS = [
  { type: ContentType.question, key: 'question', label: 'Questions' },
  { type: ContentType.article, key: 'article', label: 'Articles' },
  { type: ContentType.resource, key: 'resource', label: 'Resources' },
  { type: ContentType.bounty, key: 'bounty', label: 'Bounties' },
  { type: ContentType.aipic, key: 'aipic', label: 'AI pictures' },
] as const;

/** Orders offered in the list; 'hot' and 'frequent' mean the same list, the UI shows one. */
export const ORDERS: { value: Order; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'active', label: 'Active' },
  { value: 'frequent', label: 'Hot' },
  { value: 'score', label: 'Score' },
  { value: 'unanswered', label: 'Unanswered' },
];

export interface ListParams {
  contentType: number;
  order: Order;
  page: number;
  /** `?tag=`: only posts with this tag (slug); '' for none. */
  tag: string;
  /** `?in_days=`: only posts created in the last N days; 0 for all time. */
  inDays: number;
}

/** The periods offered next to the orders (days; 0 = all time). */
export const PERIODS = [0, 7, 30, 365] as const;

/** The sidebar's hot list (spec section 9 constants). */
export const HOT_LIST = { page: 1, page_size: 6, order: 'frequent', in_days: 7 } as const;

/** Reads the list state from the address: the kind defaults to article (spec), order to newest, page to 1. */
export function readListParams(search: URLSearchParams): ListParams {
  const kind = Number(search.get('content_type'));
  const contentType = KINDS.some((k) => k.type === kind) ? kind : DEFAULT_CONTENT_TYPE;
  const orderParam = search.get('order') as Order | null;
  const order = orderParam && (questionOrders as readonly string[]).includes(orderParam) ? orderParam : 'newest';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const tag = (search.get('tag') ?? '').trim().slice(0, 35);
  const days = Number(search.get('in_days'));
  const inDays = (PERIODS as readonly number[]).includes(days) ? days : 0;
  return { contentType, order, page, tag, inDays };
}
