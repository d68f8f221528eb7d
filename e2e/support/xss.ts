import type { Page } from 'playwright-core';

/** Every payload carries this, so a page under test can be seen to show it. */
export const MARK = 'XSSPROBE';

/**
 * The payload corpus. Each one, if the page ever ran it, calls window.__xss(n); inline handlers and
 * javascript: URLs that reach the DOM also break the content security policy (no inline script),
 * which the page reports. All fit a 60-character field (the shortest any surface takes).
 */
export const PAYLOADS = [
  `${MARK}<script>__xss(1)</script>`,
  `${MARK}<img src=x onerror=__xss(2)>`,
  `${MARK}<svg onload=__xss(3)>`,
  `${MARK}"><iframe src=javascript:__xss(4)>`,
  `${MARK}[a](javascript:__xss(5))`,
  `${MARK}<a href="javascript:__xss(6)">a</a>`,
  `${MARK}<details open ontoggle=__xss(7)>`,
  `${MARK}'"><body onload=__xss(8)>`,
  `${MARK}<math><mtext><img src=x onerror=__xss(9)>`,
  `${MARK} javascript:__xss(10)`,
  `${MARK}{{constructor.constructor('__xss(11)')()}}`,
] as const;

/** The corpus in one text, for fields that take paragraphs. */
export const ALL_PAYLOADS = PAYLOADS.join('\n\n');

/** A payload by number (1-based, wrapping), for short fields. */
export const payload = (n: number): string => PAYLOADS[(n - 1) % PAYLOADS.length] ?? MARK;

/** What a watched page saw: payloads that ran, CSP violations, dialogs and uncaught errors. */
export interface Findings {
  ran: number[];
  csp: string[];
  dialogs: string[];
  errors: string[];
}

/**
 * Arms a page before its first script: `window.__xss` records a payload that ran and a
 * `securitypolicyviolation` listener what the policy blocked; console messages about the Content
 * Security Policy, dialogs and uncaught errors are kept too. Call `sample()` before the page
 * leaves a document (each document starts its own record).
 */
export async function armTripwire(page: Page): Promise<{ findings: Findings; sample: () => Promise<void> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssRan: number[]; __csp: string[] };
    w.__xssRan = [];
    w.__csp = [];
    w.__xss = (n) => w.__xssRan.push(n);
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });
  const findings: Findings = { ran: [], csp: [], dialogs: [], errors: [] };
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|frame)/i.test(message.text())) {
      findings.csp.push(message.text());
    }
  });
  page.on('dialog', (dialog) => {
    findings.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => findings.errors.push(error.message));
  const sample = async () => {
    const now = await page.evaluate(() => {
      const w = window as unknown as { __xssRan?: number[]; __csp?: string[] };
      const record = { ran: [...(w.__xssRan ?? [])], csp: [...(w.__csp ?? [])] };
      w.__xssRan = [];
      w.__csp = [];
      return record;
    });
    findings.ran.push(...now.ran);
    findings.csp.push(...now.csp);
  };
  return { findings, sample };
}

/** Elements user text could have turned into active markup, anywhere in the document. */
export function activeMarkupCount(page: Page): Promise<number> {
  return page
    .locator('a[href^="javascript:" i], iframe, [onerror], [onload], [ontoggle], [onmouseover], math')
    .count();
}
