import { AsyncLocalStorage } from 'node:async_hooks';
import type { MemberEvent } from './member-event-bus.js';

/** Events a request produced, held until its answer shows the transaction that caused them committed. */
export type PendingMemberEvents = { userId: string; event: MemberEvent }[];

const pending = new AsyncLocalStorage<PendingMemberEvents>();

/** Runs `fn` with a fresh list of pending events (the member-events plugin does this per request). */
export function runCollectingMemberEvents<T>(list: PendingMemberEvents, fn: () => T): T {
  return pending.run(list, fn);
}

/**
 * Queues an event for a member, to be published once the current request succeeded: it is usually recorded inside
 * a transaction, and a page told before the commit would read the old counts. Outside a request (a background job)
 * nothing is queued: those pages see the change at their next poll.
 */
export function queueMemberEvent(userId: string, event: MemberEvent): void {
  const list = pending.getStore();
  if (!list) return;
  if (!list.some((p) => p.userId === userId && p.event.kind === event.kind)) list.push({ userId, event });
}
