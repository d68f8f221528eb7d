import { FORUM_LIMITS } from '@electrobench/contracts/forum-constants';
import { TextField } from '../../ui/text-field';
import type { ThreadDraft, ThreadErrors } from './thread-form';

interface PollFieldsProps {
  draft: ThreadDraft;
  errors: ThreadErrors;
  onChange: (changes: Partial<ThreadDraft>) => void;
}

/** The optional poll of a new thread: a question, 2 to 10 options and an optional closing time. */
export function PollFields({ draft, errors, onChange }: PollFieldsProps) {
  const { min, max } = FORUM_LIMITS.pollOptions;
  const setOption = (index: number, value: string) =>
    onChange({ options: draft.options.map((option, i) => (i === index ? value : option)) });
  return (
    <fieldset className="poll-fields">
      <legend>Poll</legend>
      <TextField
        label="Poll question"
        name="poll-question"
        value={draft.question}
        onValueChange={(question) => onChange({ question })}
        error={errors.question}
        maxLength={FORUM_LIMITS.pollQuestion.max}
      />
      <div
        className="field"
        role="group"
        aria-labelledby="poll-options-label"
        aria-describedby={errors.options ? 'poll-options-error' : undefined}
      >
        <span id="poll-options-label" className="field-label">
          Options ({min} to {max})
        </span>
        <ol className="poll-option-inputs">
          {draft.options.map((option, index) => (
            <li key={index}>
              <input
                className="input"
                aria-label={`Option ${index + 1}`}
                placeholder={`Option ${index + 1}`}
                value={option}
                maxLength={FORUM_LIMITS.pollOption.max}
                aria-invalid={errors.options ? true : undefined}
                onChange={(event) => setOption(index, event.target.value)}
              />
              {draft.options.length > min ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => onChange({ options: draft.options.filter((_, i) => i !== index) })}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        {errors.options ? (
          <p id="poll-options-error" className="field-error">
            {errors.options}
          </p>
        ) : null}
        {draft.options.length < max ? (
          <div>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => onChange({ options: [...draft.options, ''] })}
            >
              Add option
            </button>
          </div>
        ) : null}
      </div>
      <TextField
        label="Closes (optional)"
        name="poll-closes"
        type="datetime-local"
        value={draft.closesAt}
        onValueChange={(closesAt) => onChange({ closesAt })}
        error={errors.closesAt}
        hint="Without a closing time the poll stays open. Results show after voting or when it closes."
      />
    </fieldset>
  );
}
