import { endpoints, type Picture } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { eventStream } from './ai.js';

/** The picture POST picture answers in component tests (its prompt is the one the form sent). */
export const mockPicture = (prompt = ''): Picture => ({
  id: '9001',
  image_url: '/uploads/aipic/mock-picture.png',
  thumbnail_url: '/uploads/aipic/mock-picture-thumb.webp',
  width: 1024,
  height: 768,
  prompt,
  source: 'upload',
  model: '',
});

/** The image model the mock's AI pictures name. */
export const MOCK_IMAGE_MODEL = 'mock-image-model';

export const pictureHandlers = [
  /** The AI makes the picture: progress, then the picture with the prompt it was sent (no limit or price: the server's). */
  handle(endpoints.streamAiPicture, ({ body }) =>
    eventStream(
      [
        { type: 'progress', stage: 'generating', elapsed_ms: 0 },
        { type: 'progress', stage: 'generating', elapsed_ms: 1000 },
        { type: 'progress', stage: 'storing', elapsed_ms: 1500 },
        { type: 'saved', picture: { ...mockPicture(body.prompt), id: '9002', source: 'ai', model: MOCK_IMAGE_MODEL } },
      ],
      { delayMs: 200 },
    ),
  ),
  /** Multipart, so the contract has no body schema: the form is read here for its prompt. */
  handle(endpoints.uploadPicture, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    if (!form) return errorResponses.badRequest();
    const prompt = form.get('prompt');
    return mockPicture(typeof prompt === 'string' ? prompt : '');
  }),
];
