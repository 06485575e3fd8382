import { endpoints, type Picture } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';

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

export const pictureHandlers = [
  /** Multipart, so the contract has no body schema: the form is read here for its prompt. */
  handle(endpoints.uploadPicture, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    if (!form) return errorResponses.badRequest();
    const prompt = form.get('prompt');
    return mockPicture(typeof prompt === 'string' ? prompt : '');
  }),
];
