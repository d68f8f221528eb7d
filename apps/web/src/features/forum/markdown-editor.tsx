import { FORUM_LIMITS } from '@electrobench/contracts/forum-constants';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { readableError } from '../../lib/forms';
import { usePreview } from './forum-mutations';
import { MentionTextarea } from './mention-textarea';
import './editor.css';
import { formatNumber } from '../../lib/plural';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  error?: string | undefined;
  rows?: number;
  placeholder?: string;
}

type Tab = 'write' | 'preview';

/**
 * Markdown input with a Write and a Preview tab. The preview is rendered by the server
 * (POST /forum/preview) exactly as the post will be, so the browser carries no markdown library.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  textareaRef,
  error,
  rows = 8,
  placeholder,
}: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const preview = usePreview();
  const max = FORUM_LIMITS.content.max;

  function show(next: Tab) {
    setTab(next);
    if (next === 'preview' && value.trim()) preview.mutate(value);
    if (next === 'write') requestAnimationFrame(() => textareaRef.current?.focus());
  }

  function onTabKey(event: KeyboardEvent, name: Tab) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const other: Tab = name === 'write' ? 'preview' : 'write';
    show(other);
    document.getElementById(`${id}-${other}-tab`)?.focus();
  }

  return (
    <div className="field forum-editor">
      <div className="forum-editor-head">
        <label className="field-label" htmlFor={`${id}-input`}>
          {label}
        </label>
        <div role="tablist" aria-label={`${label}: write or preview`} className="forum-tabs">
          <button
            id={`${id}-write-tab`}
            type="button"
            role="tab"
            className="forum-tab"
            aria-selected={tab === 'write'}
            aria-controls={`${id}-write`}
            tabIndex={tab === 'write' ? 0 : -1}
            onClick={() => show('write')}
            onKeyDown={(event) => onTabKey(event, 'write')}
          >
            Write
          </button>
          <button
            id={`${id}-preview-tab`}
            type="button"
            role="tab"
            className="forum-tab"
            aria-selected={tab === 'preview'}
            aria-controls={`${id}-preview`}
            tabIndex={tab === 'preview' ? 0 : -1}
            onClick={() => show('preview')}
            onKeyDown={(event) => onTabKey(event, 'preview')}
          >
            Preview
          </button>
        </div>
      </div>
      <div id={`${id}-write`} role="tabpanel" aria-labelledby={`${id}-write-tab`} hidden={tab !== 'write'}>
        <MentionTextarea
          id={`${id}-input`}
          textareaRef={textareaRef}
          value={value}
          onValueChange={onChange}
          rows={rows}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
        />
      </div>
      <div
        id={`${id}-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== 'preview'}
        className="forum-preview"
        tabIndex={0}
      >
        {!value.trim() ? (
          <p className="muted">Nothing to preview yet.</p>
        ) : preview.isPending ? (
          <Spinner label="Rendering preview…" />
        ) : preview.isError ? (
          <Alert variant="danger" title="Could not render the preview">
            {readableError(preview.error)}
          </Alert>
        ) : preview.data ? (
          // content_html is rendered and sanitised by the server (allow-listed tags, safe links).
          <div className="post-body" dangerouslySetInnerHTML={{ __html: preview.data.content_html }} />
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="field-hint">
        Markdown: **bold**, `code`, lists, tables, &gt; quotes. Type @ to mention a member.{' '}
        <span className={value.length > max ? 'field-bad' : undefined}>
          {formatNumber(value.length)} / {formatNumber(max)}
        </span>
      </p>
    </div>
  );
}
