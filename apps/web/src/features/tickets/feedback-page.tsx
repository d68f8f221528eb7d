import { TICKET_LIMITS } from '@electrobench/contracts/tickets';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useSubmitTicket } from './api';
import { feedbackSchema, rateLimitMessage } from './feedback-form';
import { descriptionRoom, pageLine, readReportContext } from './report-context';
import './tickets.css';

const FIELDS = ['title', 'description', 'email'] as const;

/** Feedback for guests and members alike (see README, web decisions). */
export function FeedbackPage() {
  const { status, user } = useAuth();
  const guest = status !== 'authenticated';
  const submit = useSubmitTicket();
  const id = useId();
  const [params] = useSearchParams();
  const report = readReportContext(params);
  const origin = window.location.origin;
  const room = descriptionRoom(report.ref, origin);
  const form = useSchemaForm({
    schema: feedbackSchema(guest),
    fields: FIELDS,
    initial: { title: report.subject, description: '', email: '' },
    send: (data, callbacks) =>
      submit.mutate(
        report.ref ? { ...data, description: data.description + pageLine(report.ref, origin) } : data,
        callbacks,
      ),
  });
  const limited = rateLimitMessage(submit.error);

  if (submit.isSuccess) {
    return (
      <div className="page page-narrow feedback-page">
        <h1>Feedback</h1>
        <Alert variant="success" title="Thank you, your ticket was sent">
          <p>
            “{submit.data.title}” is ticket #{submit.data.id}. An administrator reads every ticket and answers
            by e-mail when there is something to say.
          </p>
        </Alert>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => submit.reset()}>
            Send more feedback
          </button>
          <Link className="btn btn-secondary" to="/">
            Back to the home page
          </Link>
        </div>
      </div>
    );
  }

  const descriptionError = form.errors.description;
  return (
    <div className="page page-narrow feedback-page">
      <h1>Feedback</h1>
      <p className="lead">
        Found a wrong code, a broken page or missing a tool? Tell us; every ticket is read by an
        administrator.
      </p>
      {report.ref ? (
        <Alert variant="info" title="Reporting a mistake">
          <p>
            Say what is wrong and, if you know it, what is right (a datasheet helps). The address of{' '}
            <Link to={report.ref}>the page you came from</Link> is sent with your report.
          </p>
        </Alert>
      ) : null}
      <form className="form card" noValidate onSubmit={form.onSubmit}>
        <TextField
          label="Title"
          name="title"
          value={form.values.title}
          onValueChange={form.set('title')}
          error={form.errors.title}
          maxLength={TICKET_LIMITS.titleMax}
          placeholder="e.g. Wrong marking for BC847C"
          required
        />
        <div className="field">
          <label className="field-label" htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            className="input feedback-description"
            rows={6}
            maxLength={room}
            value={form.values.description}
            onChange={(event) => form.set('description')(event.target.value)}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={`${descriptionError ? `${id}-description-error ` : ''}${id}-description-hint`}
            required
          />
          {descriptionError ? (
            <p id={`${id}-description-error`} className="field-error">
              {descriptionError}
            </p>
          ) : null}
          <p id={`${id}-description-hint`} className="field-hint">
            {form.values.description.length} / {room} characters, at least 10.
          </p>
        </div>
        {guest ? (
          <TextField
            label="Your e-mail (for our reply)"
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onValueChange={form.set('email')}
            error={form.errors.email}
            required
          />
        ) : (
          <p className="muted">We reply to your account e-mail{user ? ` (${user.email})` : ''}.</p>
        )}
        {limited ? (
          <Alert variant="warning" title="Please wait a little">
            <p>{limited}</p>
          </Alert>
        ) : form.formError ? (
          <Alert variant="danger">{form.formError}</Alert>
        ) : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Send feedback'}
          </button>
        </div>
      </form>
    </div>
  );
}
