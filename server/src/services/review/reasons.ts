import { REASON_LISTS, reasonOf, type ReasonAction, type ReasonItem, type ReasonObjectType } from '@site/shared/contract';
import { translate } from '@site/shared/locales';

/** One reason in the request's language (Answer's ReasonItem, plus have_content). */
export function presentReason(type: number, lang: string): ReasonItem | null {
  const r = reasonOf(type);
  if (!r) return null;
  const key = `reason.${r.key}`;
  const placeholderKey = `${key}.placeholder`;
  const placeholder = translate(placeholderKey, lang);
  return {
    reason_key: key,
    reason_type: r.reason_type,
    name: translate(`${key}.name`, lang),
    description: translate(`${key}.desc`, lang),
    content_type: r.content_type,
    placeholder: placeholder === placeholderKey ? '' : placeholder,
    have_content: r.content_type !== '',
  };
}

/** GET reasons: what the object offers for the action, in Answer's order (an empty list when it offers none). */
export function reasonsFor(objectType: ReasonObjectType, action: ReasonAction, lang: string): ReasonItem[] {
  return (REASON_LISTS[objectType][action] ?? []).map((t) => presentReason(t, lang)).filter((r): r is ReasonItem => r !== null);
}
