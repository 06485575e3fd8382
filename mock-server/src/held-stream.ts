/**
 * A text/event-stream answer that sends these frames at once and stays open until the page leaves, as the server's
 * live streams do between changes.
 */
export function heldStream(request: Request, frames: object[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const f of frames) controller.enqueue(encoder.encode(`data: ${JSON.stringify(f)}\n\n`));
      request.signal.addEventListener('abort', () => {
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}
