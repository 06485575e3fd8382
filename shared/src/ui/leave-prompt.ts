import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { i18n } from '../i18n/instance.js';

/**
 * Warns before closing or reloading the tab while `dirty` (spec section 2, leave-page prompt). Works anywhere.
 * For in-app navigation also call `useLeaveBlocker(dirty)` (needs a data router).
 */
export function useLeavePrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Legacy browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * Asks before in-app navigation away while `dirty`. Uses react-router's `useBlocker`, so it must render inside a
 * data router (`createBrowserRouter` / `RouterProvider`, which the shell uses); it throws under a plain BrowserRouter.
 */
export function useLeaveBlocker(dirty: boolean, message?: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The native confirm is the product's leave prompt.
    if (window.confirm(message ?? i18n.t('common:leave_prompt.text'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
}
