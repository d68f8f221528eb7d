import type { Poll } from '@electrobench/contracts/forum';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { QueryState } from '../../ui/query-state';
import { formatDateTime } from '../../lib/dates';
import { readableError } from '../../lib/forms';
import { countOf } from '../../lib/plural';
import { ForumIcon } from './forum-bits';
import { usePoll } from './forum-api';
import { usePollVote } from './forum-mutations';
import { percentOf, pollView } from './poll-state';
import { useMemberAction } from './use-member-action';

function Results({ poll }: { poll: Poll }) {
  return (
    <ul className="poll-results">
      {poll.options.map((option) => {
        const percent = percentOf(option.vote_count, poll.total_votes);
        const mine = poll.my_vote === option.id;
        return (
          <li key={option.id} data-mine={mine || undefined}>
            <div className="poll-result-label">
              <span>
                {option.text}
                {mine ? <span className="muted"> (your vote)</span> : null}
              </span>
              <span>
                {option.vote_count} · {percent}%
              </span>
            </div>
            <div className="poll-bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function VoteForm({ poll, postId }: { poll: Poll; postId: number }) {
  const [choice, setChoice] = useState<number | null>(poll.my_vote);
  const vote = usePollVote(postId);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice !== null) vote.mutate({ pollId: poll.id, optionId: choice });
  }
  return (
    <form onSubmit={submit} className="poll-form">
      <fieldset>
        <legend className="visually-hidden">{poll.question}</legend>
        {poll.options.map((option) => (
          <label key={option.id} className="poll-option">
            <input
              type="radio"
              name={`poll-${poll.id}`}
              value={option.id}
              checked={choice === option.id}
              onChange={() => setChoice(option.id)}
            />
            {option.text}
          </label>
        ))}
      </fieldset>
      {vote.isError ? <Alert variant="danger">{readableError(vote.error)}</Alert> : null}
      <button
        type="submit"
        className="btn btn-secondary btn-small"
        disabled={choice === null || choice === poll.my_vote || vote.isPending}
      >
        {poll.my_vote === null ? 'Vote' : 'Change vote'}
      </button>
    </form>
  );
}

/** A thread's poll: the options to vote on and, after voting or closing, the results. */
export function PollCard({ postId }: { postId: number }) {
  const poll = usePoll(postId);
  const { signedIn, loginPath } = useMemberAction();
  return (
    <section className="poll card" aria-label="Poll">
      <QueryState query={poll} noun="the poll">
        {(data) => {
          const view = pollView(data, signedIn, new Date());
          return (
            <>
              <h3 className="poll-question">
                <ForumIcon name="poll" /> {data.question}
              </h3>
              <p className="muted small">
                {view.closed
                  ? 'This poll is closed.'
                  : data.closes_at
                    ? `Open until ${formatDateTime(data.closes_at)}. You can change your vote until then.`
                    : 'Open. You can change your vote while it is open.'}
                {view.showResults && data.total_votes !== null
                  ? ` ${countOf(data.total_votes, 'vote')}.`
                  : ''}
              </p>
              {view.showResults ? <Results poll={data} /> : null}
              {view.canVote ? <VoteForm poll={data} postId={postId} /> : null}
              {!view.showResults && !view.canVote && !view.closed ? (
                <ul className="poll-results">
                  {data.options.map((option) => (
                    <li key={option.id}>{option.text}</li>
                  ))}
                </ul>
              ) : null}
              {view.hiddenReason ? (
                <p className="muted small">
                  {signedIn ? view.hiddenReason : <Link to={loginPath}>{view.hiddenReason}</Link>}
                </p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
