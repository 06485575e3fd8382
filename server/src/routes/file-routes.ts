import multipart from '@fastify/multipart';
import { endpoints as e, PICTURE_PROMPT_MAX, pictureUploadFieldsSchema, UPLOAD_MAX_BYTES } from '@site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors/app-error.js';
import { route } from '../http/route.js';
import { parseWith } from '../http/validate.js';
import { uploadPicture } from '../services/picture/picture-service.js';
import { IMAGE_CONTENT_TYPES, type ImageKind } from '../services/upload/sniff-image.js';
import { UPLOADS_PATH } from '../services/upload/storage.js';
import { storeUpload, type UploadInput } from '../services/upload/upload-service.js';
import type { SiteState } from '../state/site-state.js';

/** A multipart body: its text fields and its first `file` part (truncated when it passed the size limit). */
interface MultipartBody {
  fields: Record<string, string>;
  file: { data: Buffer; truncated: boolean } | null;
}

/** Reads the multipart body: the text fields and the first `file` part (other parts are drained and ignored). */
async function readMultipart(req: FastifyRequest): Promise<MultipartBody> {
  if (!req.isMultipart()) throw errors.badRequest();
  const body: MultipartBody = { fields: {}, file: null };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(body.fields, part.fieldname)) body.fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !body.file) {
        const data = await part.toBuffer();
        body.file = { data, truncated: part.file.truncated };
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    // @fastify/multipart's own errors carry their status (413 over a limit); the parser's (busboy: no boundary in
    // the content type, the body ends before the closing boundary, a malformed part header) carry none and only
    // ever mean the client sent a broken body: a 400, not a 500.
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    req.log.info({ err }, 'malformed multipart body');
    throw errors.badRequest();
  }
  return body;
}

const uploadInput = ({ fields, file }: MultipartBody): UploadInput => ({ source: fields.source, file });

// Served files are images, but a browser must never treat one as a page: no sniffing, and a CSP that blocks
// scripts and plugins and sandboxes the document should one be opened directly.
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export async function fileRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // Scoped to this plugin: only POST file parses multipart. The size limit truncates instead of throwing, so
  // the service answers its own field error (error.upload.too_large) for an oversized file.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // A field holds at most a picture's prompt (2000 characters, up to 4 bytes each).
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 4 * PICTURE_PROMPT_MAX, parts: 6 },
  });

  // A contract endpoint whose body is multipart, not JSON: the contract has no body schema, the route reads the parts
  // and the service checks each field.
  route(app, e.uploadFile, async ({ req, user }) => storeUpload(app.uploads, user, uploadInput(await readMultipart(req))));

  // An AI picture post's picture from the member's own file: stored with its thumbnail, kept for their next post.
  route(app, e.uploadPicture, async ({ req, user }) => {
    const { fields, file } = await readMultipart(req);
    const { prompt } = parseWith(pictureUploadFieldsSchema, fields);
    return uploadPicture(app.uploads, opts.state.db, user.id, file, prompt);
  });

  // The stored files themselves: images, not envelopes, open to anyone who has the (random) name.
  app.get(`${UPLOADS_PATH}/:source/:name`, async (req, reply) => {
    const { source, name } = req.params as { source: string; name: string };
    const key = `${source}/${name}`;
    const file = await app.uploads.open(key);
    if (!file) throw errors.notFound();
    const kind = name.slice(name.lastIndexOf('.') + 1) as ImageKind;
    return reply
      .header('content-type', IMAGE_CONTENT_TYPES[kind])
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      // Names are random and files never rewritten: cache for ever.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
}
