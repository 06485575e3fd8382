// The browsable API page (GET /answer/api/docs), rendered on the server from the OpenAPI document: no script, no CDN,
// so it works offline and behind a strict Content-Security-Policy. Every text from the document is escaped, though
// the document is our own.
import type { Operation, OpenApiDocument } from './openapi-document.js';
import { escapeHtml } from '../../services/markdown/escape-html.js';

/** A fragment id made only of safe characters. */
const anchor = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '-');

const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1a1a1a; }
h2 { border-bottom: 1px solid #ddd; margin-top: 2rem; }
details { border: 1px solid #ddd; border-radius: 4px; margin: .4rem 0; }
summary { cursor: pointer; padding: .4rem .6rem; }
details > div { padding: 0 .8rem .6rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 600; }
.get { color: #0b6e2e; } .post { color: #0a4fa3; } .put { color: #8a5300; } .delete { color: #a3161b; }
.access { float: right; font-size: .85em; background: #eef; border-radius: 3px; padding: 0 .4rem; }
pre { background: #f6f8fa; padding: .6rem; overflow-x: auto; font-size: 13px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: .2rem .5rem; text-align: left; }
nav a { margin-right: .8rem; }
`;

function parametersTable(op: Operation): string {
  if (!op.parameters?.length) return '';
  const rows = op.parameters
    .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`)
    .join('');
  return `<h4>Query parameters</h4><table><tr><th>name</th><th>required</th><th>schema</th></tr>${rows}</table>`;
}

function operationBlock(method: string, path: string, op: Operation): string {
  const body = op.requestBody ? `<h4>JSON body</h4>${pretty(op.requestBody.content['application/json'].schema)}` : '';
  const stream = op.responses['200'].content['text/event-stream'];
  const envelope = op.responses['200'].content['application/json']?.schema as { properties?: { data?: unknown } } | undefined;
  const response = stream
    ? `<h4>Response: <code>text/event-stream</code>, each <code>data:</code> frame</h4>${pretty(stream.schema)}`
    : `<h4>Response <code>data</code></h4>${pretty(envelope?.properties?.data ?? {})}`;
  return [
    `<details id="${escapeHtml(anchor(op.operationId))}"><summary>`,
    `<span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> `,
    `${escapeHtml(op.summary)}<span class="access">${escapeHtml(op['x-access'])}</span></summary><div>`,
    `<p>${escapeHtml(op.description)}</p>`,
    parametersTable(op),
    body,
    response,
    '</div></details>',
  ].join('');
}

function errorsSection(doc: OpenApiDocument): string {
  const items = Object.entries(doc.components.responses)
    .map(([name, r]) => {
      const schema = (r.content as Record<string, { schema: unknown }>)['application/json']!.schema;
      return `<details><summary>${escapeHtml(name)}</summary><div><p>${escapeHtml(String(r.description))}</p>${pretty(schema)}</div></details>`;
    })
    .join('');
  return `<h2 id="errors">Errors (every call)</h2>${items}`;
}

/** The whole page for a document; `jsonUrl` is where the raw document is served. */
export function renderDocsPage(doc: OpenApiDocument, jsonUrl: string): string {
  const groups = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0] ?? '';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(operationBlock(method, path, op));
    }
  }
  const descriptions = new Map(doc.tags.map((t) => [t.name, t.description]));
  const nav = [...groups.keys()].map((tag) => `<a href="#group-${escapeHtml(anchor(tag))}">${escapeHtml(tag)}</a>`).join(' ');
  const sections = [...groups]
    .map(([tag, ops]) => `<h2 id="group-${escapeHtml(anchor(tag))}">${escapeHtml(tag)}</h2><p>${escapeHtml(descriptions.get(tag) ?? '')}</p>${ops.join('')}`)
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>`,
    `<p>${escapeHtml(doc.info.description)}</p>`,
    `<p>OpenAPI ${escapeHtml(doc.openapi)} document: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a></p>`,
    `<nav>${nav} <a href="#errors">errors</a></nav>`,
    sections,
    errorsSection(doc),
    '</body></html>',
  ].join('\n');
}
