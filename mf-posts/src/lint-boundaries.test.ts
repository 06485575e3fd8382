// The folder boundaries of eslint.config.js, checked on small in-memory files: a generic component may not import a
// feature, and a feature reaches another feature only through its public entry (index.ts). Loosening either rule
// makes this test fail, not only the next violation slip through.
// ESLint runs in a child Node process: it loads eslint.config.js with a native `import()`, which jest's module
// system refuses without --experimental-vm-modules.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');

type Probe = { file: string; code: string };
type Finding = { rule: string; line: number };

/** Lints each probe as if it were saved at `file` (relative to the workspace root); answers its boundaries findings. */
async function lintProbes(probes: Probe[]): Promise<Finding[][]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const probes = JSON.parse(process.argv[1]);
    const found = [];
    for (const p of probes) {
      const [result] = await eslint.lintText(p.code, { filePath: p.file });
      found.push(result.messages.map((m) => ({ rule: m.ruleId ?? 'fatal: ' + m.message, line: m.line })));
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], {
    cwd: ROOT,
    maxBuffer: 1 << 20,
  });
  const found = JSON.parse(stdout) as Finding[][];
  // Only the boundaries rules are under test; a parse error or an unknown rule would still show up here.
  return found.map((list) => list.filter((f) => f.rule.startsWith('boundaries/') || f.rule.startsWith('fatal')));
}

const probe = (file: string, ...imports: string[]): Probe => ({
  file,
  code: imports.map((from, i) => `import * as m${i} from '${from}';`).join('\n') + `\nexport const used = [${imports.map((_, i) => `m${i}`).join(', ')}];\n`,
});

// Each import target exists: the plugin only classifies dependencies it can resolve to a file.
const PROBES = {
  componentImportsFeatureEntry: probe('mf-posts/src/components/probe.tsx', '../features/votes'),
  componentImportsFeatureFile: probe('mf-posts/src/components/editor/probe.tsx', '../../features/answers/answers-api'),
  featureImportsAnotherFeaturesFile: probe('mf-posts/src/features/answers/probe.tsx', '../votes/reactions'),
  featureImportsAnotherFeaturesTexts: probe('mf-posts/src/features/question-detail/probe.ts', '../post-actions/texts'),
  featureImportsAnotherFeaturesEntry: probe('mf-posts/src/features/answers/probe.tsx', '../votes', '../comments'),
  featureImportsItsOwnFiles: probe('mf-posts/src/features/answers/probe.tsx', './answers-api', './texts'),
  featureImportsComponents: probe('mf-posts/src/features/answers/probe.tsx', '../../components/editor/markdown-editor', '../../components/post-counts'),
  usersComponentImportsFeature: probe('mf-users/src/components/probe.tsx', '../features/login/login-page'),
  usersFeatureImportsAnotherFeaturesFile: probe('mf-users/src/features/register/probe.tsx', '../login/login-page'),
};

let findings: Record<keyof typeof PROBES, Finding[]>;

beforeAll(async () => {
  const names = Object.keys(PROBES) as (keyof typeof PROBES)[];
  const results = await lintProbes(names.map((n) => PROBES[n]));
  findings = Object.fromEntries(names.map((n, i) => [n, results[i]])) as typeof findings;
}, 180_000);

const rulesOf = (name: keyof typeof PROBES) => findings[name].map((f) => f.rule);

test('a generic component may not import a feature, not even its public entry', () => {
  expect(rulesOf('componentImportsFeatureEntry')).toEqual(['boundaries/element-types']);
  expect(rulesOf('componentImportsFeatureFile')).toContain('boundaries/element-types');
  expect(rulesOf('usersComponentImportsFeature')).toContain('boundaries/element-types');
});

test("a feature may not import another feature's internal files", () => {
  expect(rulesOf('featureImportsAnotherFeaturesFile')).toEqual(['boundaries/entry-point']);
  expect(rulesOf('featureImportsAnotherFeaturesTexts')).toEqual(['boundaries/entry-point']);
  expect(rulesOf('usersFeatureImportsAnotherFeaturesFile')).toEqual(['boundaries/entry-point']);
});

test("a feature may use another feature's public entry, its own files and the generic components", () => {
  expect(findings.featureImportsAnotherFeaturesEntry).toEqual([]);
  expect(findings.featureImportsItsOwnFiles).toEqual([]);
  expect(findings.featureImportsComponents).toEqual([]);
});
