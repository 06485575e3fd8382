import { useState, type ChangeEvent } from 'react';
import { checkImageFile, type SendOptions } from '../api/upload-file.js';
import { isApiError } from '../api/types.js';
import { useTranslation } from 'react-i18next';
import { selectToken } from '../store/selectors.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';

/**
 * A file input's image sent with progress: the browser's checks first (image, at most 4 MB), then `send`; the
 * percentage while it goes up (null when nothing is uploading) and the server's field error, its message, or
 * `failedText`. The input is cleared so the same file can be picked again after an error.
 */
export function useImageUpload<T>(send: (file: File, options: SendOptions) => Promise<T>, onUploaded: (result: T) => void, failedText: string) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(undefined);
    const problem = checkImageFile(file);
    if (problem) return setError(t(`errors:${problem}`));
    setPercent(0);
    try {
      onUploaded(await send(file, { token, dispatch, onProgress: setPercent }));
    } catch (err) {
      setError((isApiError(err) && (err.fieldErrors?.file ?? err.msg)) || failedText);
    } finally {
      setPercent(null);
    }
  };
  return { percent, error, onPick };
}
