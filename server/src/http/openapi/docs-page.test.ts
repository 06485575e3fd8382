// The API page is rendered from the document with every text escaped: a hostile name or description stays text.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { API_PREFIX, def } from '@site/shared/contract';
import { z } from 'zod';
import { renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument } from './openapi-document.js';

it('lists each operation under its group, with its method, access group and schemas, escaping every text', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const doc = buildOpenApiDocument(
    {
      [`save${hostile}`]: def({
        method: 'PUT',
        access: 'admin',
        path: `${API_PREFIX}/thing`,
        body: z.object({ title: z.string().describe(`"</pre><script>alert(2)</script>`) }),
        response: z.object({ id: z.string() }),
      }),
      listThings: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/thing/page`, query: z.object({ q: z.string() }), response: z.null() }),
    },
    `1'"><b>`,
  );
  const page = renderDocsPage(doc, '/docs/openapi.json');

  assert.doesNotMatch(page, /<script|<img|<b>/);
  assert.match(page, /save&lt;img src=x onerror=alert\(1\)&gt;/);
  assert.match(page, /&lt;\/pre&gt;&lt;script&gt;alert\(2\)&lt;\/script&gt;/);
  assert.match(page, /<h2 id="group-thing">thing<\/h2>/);
  assert.match(page, /<span class="method put">PUT<\/span> <code>\/answer\/api\/v1\/thing<\/code>/);
  assert.match(page, /<span class="access">admin<\/span>/);
  assert.match(page, /<td><code>q<\/code><\/td><td>yes<\/td>/);
  assert.match(page, /<a href="\/docs\/openapi.json">/);
});
