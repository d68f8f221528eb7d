import { createThreadSchema, type CreateThreadInput } from '@electrobench/contracts/forum';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/api-error';

export interface ThreadDraft {
  title: string;
  content: string;
  withPoll: boolean;
  question: string;
  options: string[];
  /** The value of a datetime-local input (local time, no zone), or ''. */
  closesAt: string;
}

export type ThreadField = 'title' | 'content' | 'question' | 'options' | 'closesAt';
export type ThreadErrors = Partial<Record<ThreadField, string>> & { form?: string };

export const EMPTY_DRAFT: ThreadDraft = {
  title: '',
  content: '',
  withPoll: false,
  question: '',
  options: ['', ''],
  closesAt: '',
};

/** Which field an issue path belongs to (zod paths, or a 422's loc without its "body" prefix). */
function fieldOf(path: readonly PropertyKey[]): ThreadField | null {
  const [first, second] = path[0] === 'body' ? path.slice(1) : path;
  if (first === 'title' || first === 'content') return first;
  if (first !== 'poll') return null;
  if (second === 'question') return 'question';
  if (second === 'options') return 'options';
  if (second === 'closes_at') return 'closesAt';
  return 'question';
}

function collect(issues: { path: readonly PropertyKey[]; message: string }[]): ThreadErrors {
  const errors: ThreadErrors = {};
  const loose: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === null) loose.push(issue.message);
    else errors[field] ??= issue.message;
  }
  if (loose.length > 0) errors.form = loose.join(' ');
  return errors;
}

/** The payload of POST /forum/categories/{id}/threads, or the messages to show beside the fields. */
export function checkThread(
  draft: ThreadDraft,
): { ok: true; input: CreateThreadInput } | { ok: false; errors: ThreadErrors } {
  const closes = draft.closesAt ? new Date(draft.closesAt) : null;
  if (draft.withPoll && closes && (Number.isNaN(closes.getTime()) || closes <= new Date())) {
    return { ok: false, errors: { closesAt: 'The closing time must lie in the future.' } };
  }
  const input: CreateThreadInput = {
    title: draft.title,
    content: draft.content,
    ...(draft.withPoll && {
      poll: {
        question: draft.question,
        // Blank rows left at the end are not options.
        options: draft.options.map((option) => option.trim()).filter((option, index) => option || index < 2),
        closes_at: closes ? closes.toISOString() : null,
      },
    }),
  };
  const parsed = createThreadSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: collect(parsed.error.issues) };
  return { ok: true, input };
}

/** The server's refusal, split over the fields like the local check. */
export function serverThreadErrors(error: unknown): ThreadErrors {
  if (error instanceof ApiError && error.issues.length > 0) {
    return collect(error.issues.map((issue) => ({ path: issue.loc, message: issue.msg })));
  }
  return { form: errorMessage(error) };
}
