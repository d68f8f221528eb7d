import { updatePostSchema, type ForumPost } from '@electrobench/contracts/forum';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { submitErrors, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { useUpdatePost } from './forum-mutations';
import { MarkdownEditor } from './markdown-editor';

const FIELDS = ['title', 'content'] as const;
type Field = (typeof FIELDS)[number];

/** Edits a post in place; the first post of a thread also carries the thread title. */
export function PostEditForm(props: { post: ForumPost; title: string | null; onDone: () => void }) {
  const { post, onDone } = props;
  const [title, setTitle] = useState(props.title ?? '');
  const [content, setContent] = useState(post.content);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const update = useUpdatePost();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = props.title === null ? { content } : { content, title };
    const parsed = updatePostSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    update.mutate(
      { postId: post.id, input: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => {
          const split = submitErrors(error, FIELDS);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  }

  return (
    <form className="form" aria-label="Edit post" onSubmit={submit} noValidate>
      {props.title !== null ? (
        <TextField label="Title" name="title" value={title} onValueChange={setTitle} error={errors.title} />
      ) : null}
      <MarkdownEditor
        label="Post"
        value={content}
        onChange={setContent}
        textareaRef={area}
        error={errors.content}
      />
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
