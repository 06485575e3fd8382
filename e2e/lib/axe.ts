// axe-core run inside the page under test, reduced to what a failing assertion should print.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The impacts a page must not have (axe's two highest). */
const BLOCKING = new Set(['critical', 'serious']);

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  /** One entry per failing element: its selector and axe's summary of why it fails. */
  nodes: { target: string; why: string }[];
}

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe on the whole document and returns the critical and serious violations (empty when the page passes). */
export async function blockingViolations(page: Page): Promise<AxeProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' > '), why: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
}

/** A readable list for an assertion message: one block per rule, one line per element. */
export function describeViolations(problems: AxeProblem[]): string {
  return problems
    .map((p) => [`${p.impact} ${p.id}: ${p.help}`, ...p.nodes.map((n) => `  - ${n.target}: ${n.why}`)].join('\n'))
    .join('\n');
}

/** The number of visible level-one headings on the page. */
export function visibleH1Count(page: Page): Promise<number> {
  return page.locator('h1:visible').count();
}
