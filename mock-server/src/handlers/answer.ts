import type { HttpHandler } from 'msw';

// Issue 4: msw handlers of this domain (typed by its contract in @site/shared/contract); filled with the domain.
export const answerHandlers: HttpHandler[] = [];
