import type { BodyOf, endpoints } from '@site/shared/contract';
import { renderMarkdown } from '../markdown/render-markdown.js';

/** POST post/render: the editor's preview, through the renderer that makes posts' stored HTML (as safe as theirs). */
export const renderPost = ({ content }: BodyOf<typeof endpoints.renderPost>): string => renderMarkdown(content);
