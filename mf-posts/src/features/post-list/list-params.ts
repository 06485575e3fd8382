import { questionOrders } from '@site/shared/contract';
import { listKindOf } from '@site/shared/lib';

export type Order = (typeof questionOrders)[number];
export const PAGE_SIZE = 20;

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

/**
 * Reads the list state from the address: the kind from `?content_type=` or the page (`/questions` questions, `/`
 * article, the spec's default), order newest, page 1.
 */
export function readListParams(pathname: string, search: URLSearchParams): ListParams {
  const contentType = listKindOf(pathname, search);
  const orderParam = search.get('order') as Order | null;
  const order = orderParam && (questionOrders as readonly string[]).includes(orderParam) ? orderParam : 'newest';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const tag = (search.get('tag') ?? '').trim().slice(0, 35);
  const days = Number(search.get('in_days'));
  const inDays = (PERIODS as readonly number[]).includes(days) ? days : 0;
  return { contentType, order, page, tag, inDays };
}

/** The list call for the address's state (GET question/page): the page and the early start ask for the same one. */
export function listQueryArgs(params: ListParams) {
  return {
    page: params.page,
    page_size: PAGE_SIZE,
    order: params.order,
    content_type: params.contentType,
    ...(params.tag ? { tag: params.tag } : {}),
    ...(params.inDays ? { in_days: params.inDays } : {}),
  };
}
