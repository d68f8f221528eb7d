import { TICKET_LIMITS } from '@electrobench/contracts/tickets';
import { safeNextPath } from '../../lib/safe-next';

const REF_MAX = 400;

export interface ReportContext {
  /** The title to start with (the item reported), or ''. */
  subject: string;
  /** The same-site page the report is about, or null. */
  ref: string | null;
}

/**
 * What "Report a mistake" put in the address (`?subject=...&ref=...`). Only a same-site path is
 * taken as the page, so a crafted link cannot make a ticket point elsewhere.
 */
export function readReportContext(params: URLSearchParams): ReportContext {
  const subject = (params.get('subject') ?? '').trim().slice(0, TICKET_LIMITS.titleMax);
  const raw = params.get('ref') ?? '';
  const ref = raw.length <= REF_MAX ? safeNextPath(raw, '') : '';
  return { subject, ref: ref === '' ? null : ref };
}

/** The line added under the description so the administrator can open the page reported. */
export function pageLine(ref: string, origin: string): string {
  return `\n\nPage: ${origin}${ref}`;
}

/** Room left for the member's own words once the page line is added. */
export function descriptionRoom(ref: string | null, origin: string): number {
  return TICKET_LIMITS.descriptionMax - (ref ? pageLine(ref, origin).length : 0);
}
