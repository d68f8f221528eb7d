import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useMemberCount } from './use-member-count';
import { ToolCatalogue } from './tool-catalogue';
import { formatNumber, pluralWord } from '../../lib/plural';
import { openSearchPalette, preloadSearchPalette } from '../../lib/search-palette-events';
import './home.css';

const OFFERS = [
  {
    title: 'Identify parts',
    text: 'Decode SMD markings, logos and codes, and cross-reference transistors, IGBTs and optos.',
  },
  { title: 'Work out values', text: "Ohm's law, dividers, LED resistors, 555 timing, wire gauges and more." },
  { title: 'Fix drives', text: 'Fault codes of industrial drives, motor torque and pole calculations.' },
  {
    title: 'Learn and ask',
    text: 'Short lessons, a quiz and a forum of people who repair things.',
    link: { to: '/forum', label: 'Ask in the forum' },
  },
] as const;

function MemberCount() {
  const count = useMemberCount();
  if (count.pending) return <span className="muted">Counting members…</span>;
  if (count.data === undefined) return null;
  return (
    <span>
      <strong>{formatNumber(count.data)}</strong> {pluralWord(count.data, 'member')} so far
    </span>
  );
}

export function HomePage() {
  const { status } = useAuth();
  return (
    <div className="page home">
      <section className="hero">
        <h1>The workbench companion for electronics repair</h1>
        <p className="lead">
          {PRODUCT_NAME} gathers the lookups, calculators and know-how that repair technicians and hobbyists
          reach for every day. The tools are free to use; members also keep notes, lists and reminders and
          talk in the <Link to="/forum">forum</Link>.
        </p>
        <div className="home-search" role="search">
          <label htmlFor="everything-search" className="visually-hidden">
            Search parts, codes, fault codes, tools and topics
          </label>
          {/* Opens the palette (Ctrl+K on any page) with whatever was typed here. */}
          <input
            id="everything-search"
            className="input"
            type="search"
            placeholder="Search BC547, 1AM, F0004, 555, zener…"
            autoComplete="off"
            onFocus={preloadSearchPalette}
            onChange={(event) => {
              // The text moves into the palette, which keeps it from here on.
              openSearchPalette(event.target.value);
              event.target.value = '';
            }}
            onClick={(event) => openSearchPalette(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') openSearchPalette(event.currentTarget.value);
            }}
          />
          <kbd className="home-search-keys" aria-hidden="true">
            Ctrl K
          </kbd>
        </div>
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => document.getElementById('tool-search')?.focus()}
          >
            Search the tools
          </button>
          {status === 'unauthenticated' ? (
            <Link className="btn btn-secondary" to="/signup">
              Create a free account
            </Link>
          ) : null}
          <MemberCount />
        </div>
      </section>
      <ul className="offers">
        {OFFERS.map((offer) => (
          <li key={offer.title} className="card">
            <h2>{offer.title}</h2>
            <p>{offer.text}</p>
            {'link' in offer ? <Link to={offer.link.to}>{offer.link.label}</Link> : null}
          </li>
        ))}
      </ul>
      <ToolCatalogue />
    </div>
  );
}
