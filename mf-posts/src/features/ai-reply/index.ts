// AI replies' public entry: the button that streams an AI answer or comment into the thread, and the AI mark.
import './texts';

export { AiReply, useAiAvailable } from './ai-reply';
export { AiMark } from './ai-mark';
