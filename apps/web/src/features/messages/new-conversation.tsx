import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Avatar } from '../../ui/avatar';
import { useMemberSearch } from './api';

/** Finds a member by the start of their username and opens a conversation with them. */
export function NewConversation() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 250).trim();
  const search = useMemberSearch(query);
  const matches = (search.data ?? []).filter((member) => member.id !== user?.id);
  const open = (username: string) => {
    setText('');
    navigate(`/messages?to=${encodeURIComponent(username)}`);
  };

  return (
    <div className="new-conversation">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="field-label" htmlFor="dm-member-search">
          New message to
        </label>
        <input
          id="dm-member-search"
          className="input"
          type="search"
          value={text}
          placeholder="Search members by username"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            const first = matches[0];
            if (event.key === 'Enter' && first) open(first.username);
          }}
        />
      </form>
      {query ? (
        <div className="member-results" aria-live="polite">
          {search.isPending ? <p className="muted">Searching…</p> : null}
          {search.isError ? <p className="field-error">{errorMessage(search.error)}</p> : null}
          {search.isSuccess && matches.length === 0 ? (
            <p className="muted">No member’s username starts with “{query}”.</p>
          ) : null}
          {matches.length > 0 ? (
            <ul aria-label="Members found">
              {matches.map((member) => (
                <li key={member.id}>
                  <button type="button" className="member-result" onClick={() => open(member.username)}>
                    <Avatar name={member.username} src={member.profile_image_url} size="small" decorative />
                    <span>Message {member.username}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
