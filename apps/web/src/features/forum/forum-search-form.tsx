import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** The search field on the forum pages; it opens /forum/search with the words in the URL. */
export function ForumSearchForm({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`/forum/search?q=${encodeURIComponent(q)}`);
  }
  return (
    <form role="search" aria-label="Forum" className="forum-search-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="forum-search-input">
        Search the forum
      </label>
      <input
        id="forum-search-input"
        className="input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search the forum, e.g. IRFZ44N"
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-secondary">
        Search
      </button>
    </form>
  );
}
