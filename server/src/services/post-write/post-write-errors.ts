import { translate } from '@site/shared/locales';
import { AppError, type FieldProblem } from '../../errors/app-error.js';

/** A field problem whose message names a tag: the text is translated here, where the tag is known. */
export function tagProblem(key: string, tag: string, lang: string): FieldProblem {
  return { field: 'tags', message: translate(key, lang).replace('{tag}', tag) };
}

export const postWriteErrors = {
  /** One field problem as the 400 field-error envelope. */
  field: (problem: FieldProblem) => new AppError(400, 'base.request_format_error', null, [problem]),
} as const;
