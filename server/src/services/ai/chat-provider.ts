// What the AI replies need of a chat model, whoever serves it. The built-in one speaks the OpenAI-compatible
// chat-completions API (openai-provider.ts); another (a plugin, a local model) implements the same two calls.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  /** Aborts the provider's request: the client went away, the reply reached its length cap, or the time ran out. */
  signal: AbortSignal;
}

/** A model a provider offers (Answer's GetAIModelResp). */
export interface ChatModel {
  id: string;
  object: string;
  created: number;
  owned_by: string;
}

export interface ChatProvider {
  /** The reply's text in pieces, as the provider produces them. Throws ProviderError when the provider fails. */
  stream(request: ChatRequest): AsyncIterable<string>;
  models(signal: AbortSignal): Promise<ChatModel[]>;
}

/** The provider answered with an error or something unreadable (the message is for the log: it never holds the key). */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A provider's failure as it may be logged: its message, with the key taken out (some providers echo it back). */
export function loggableProblem(err: unknown, apiKey: string): string {
  const message = err instanceof Error ? err.message : String(err);
  return apiKey ? message.split(apiKey).join('[redacted]') : message;
}
