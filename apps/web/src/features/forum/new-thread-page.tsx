import { threadLink } from '@electrobench/contracts/forum-constants';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { QueryState } from '../../ui/query-state';
import { TextField } from '../../ui/text-field';
import { useCategories } from './forum-api';
import { ForumCrumbs } from './forum-bits';
import { useCreateThread } from './forum-mutations';
import { MarkdownEditor } from './markdown-editor';
import { focusFirstInvalid } from './focus-invalid';
import { PollFields } from './poll-fields';
import {
  EMPTY_DRAFT,
  checkThread,
  serverThreadErrors,
  type ThreadDraft,
  type ThreadErrors,
} from './thread-form';
import './forum.css';

function NewThreadForm({ categoryId }: { categoryId: number }) {
  const [draft, setDraft] = useState<ThreadDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ThreadErrors>({});
  const create = useCreateThread(categoryId);
  const navigate = useNavigate();
  const area = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const change = (changes: Partial<ThreadDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkThread(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    create.mutate(checked.input, {
      onSuccess: (thread) => void navigate(threadLink(thread.id, thread.slug)),
      onError: (error) => {
        setErrors(serverThreadErrors(error));
        focusFirstInvalid(formRef.current);
      },
    });
  }

  return (
    <form ref={formRef} className="form card" aria-label="New thread" onSubmit={submit} noValidate>
      <TextField
        label="Title"
        name="title"
        value={draft.title}
        onValueChange={(title) => change({ title })}
        error={errors.title}
        placeholder="e.g. Samsung BN44 PSU clicks and will not start"
        hint="Say what the device is and what it does wrong."
      />
      <MarkdownEditor
        label="Your question"
        value={draft.content}
        onChange={(content) => change({ content })}
        textareaRef={area}
        error={errors.content}
        rows={10}
        placeholder="Model, what you measured, what you already replaced…"
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.withPoll}
          onChange={(event) => change({ withPoll: event.target.checked })}
        />
        Add a poll
      </label>
      {draft.withPoll ? <PollFields draft={draft} errors={errors} onChange={change} /> : null}
      {errors.form ? <Alert variant="danger">{errors.form}</Alert> : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Post thread'}
        </button>
      </div>
    </form>
  );
}

/** /forum/c/{slug}/new: a member starts a thread in a category (guests are sent to log in). */
export function NewThreadPage() {
  const { categorySlug = '' } = useParams();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === categorySlug);
  return (
    <div className="page page-narrow forum-page">
      <ForumCrumbs
        trail={[
          { label: category?.name ?? categorySlug, to: `/forum/c/${categorySlug}` },
          { label: 'New thread' },
        ]}
      />
      <h1>New thread{category ? ` in ${category.name}` : ''}</h1>
      <QueryState query={categories} noun="categories">
        {() =>
          category ? (
            <NewThreadForm categoryId={category.id} />
          ) : (
            <Alert variant="warning" title="Category not found">
              <p>
                There is no category “{categorySlug}”. <Link to="/forum">Choose one in the forum</Link>.
              </p>
            </Alert>
          )
        }
      </QueryState>
    </div>
  );
}
