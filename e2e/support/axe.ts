import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Waits until nothing is fading or sliding in, so colours are checked as they finally look. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
}

export function describeFindings(where: string, findings: Finding[]): string {
  const lines = findings.flatMap((f) => [
    `- [${f.impact}] ${f.id}: ${f.help}`,
    ...f.nodes.map((n) => `    ${n.replace(/\n/g, ' ')}`),
  ]);
  return `${findings.length} serious/critical axe violation(s) on ${where}:\n${lines.join('\n')}`;
}
