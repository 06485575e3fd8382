// What AI pictures need of an image model, whoever serves it. The built-in one speaks the OpenAI-compatible images
// API (openai-images.ts); another (a plugin, a local model) implements the same call.

export interface ImageRequest {
  model: string;
  prompt: string;
  /** `<width>x<height>`, one of the contract's AI_IMAGE_SIZES. */
  size: string;
  /** Aborts the provider's request: the client went away, or the time ran out. */
  signal: AbortSignal;
}

export interface ImageProvider {
  /** The picture's bytes (PNG, JPEG or WebP, as the model makes them). Throws ProviderError when the provider fails. */
  generate(request: ImageRequest): Promise<Buffer>;
}
