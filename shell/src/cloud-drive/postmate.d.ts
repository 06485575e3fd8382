// postmate 1.5.2 ships no types; only what the bridge uses is declared.
declare module 'postmate' {
  interface PostmateOptions {
    container: HTMLElement;
    url: string;
    name?: string;
    classListArray?: string[];
    model?: Record<string, unknown>;
  }
  interface ParentAPI {
    frame: HTMLIFrameElement;
    child: Window;
    childOrigin: string;
    call(property: string, data?: unknown): void;
    destroy(): void;
  }
  class Postmate {
    constructor(options: PostmateOptions);
    then<T>(onFulfilled: (api: ParentAPI) => T, onRejected?: (err: unknown) => unknown): Promise<T>;
  }
  export type { ParentAPI, PostmateOptions };
  export default Postmate;
}
