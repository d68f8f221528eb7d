import type { Tool } from '@electrobench/contracts/tools';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { Skeleton } from '../../ui/skeleton';
import { searchTools } from './search-tools';
import { useTools } from './use-tools';
import { readableError } from '../../lib/forms';
import { countOf } from '../../lib/plural';

const GROUP_ORDER: readonly Tool['group'][] = [
  'Component ID',
  'Calculators',
  'Testing',
  'Industrial',
  'Education',
  'Community',
];

export function ToolCatalogue() {
  const [query, setQuery] = useState('');
  const catalogue = useTools();
  const found = searchTools(catalogue.data ?? [], query);
  const groups = GROUP_ORDER.map((group) => ({
    group,
    tools: found.filter((tool) => tool.group === group),
  })).filter((entry) => entry.tools.length > 0);

  return (
    <section className="catalogue" aria-labelledby="catalogue-title">
      <div className="catalogue-head">
        <h2 id="catalogue-title">All tools</h2>
        <div className="catalogue-search">
          <label htmlFor="tool-search">Search tools</label>
          <input
            id="tool-search"
            className="input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. zener, 555, fault code"
            autoComplete="off"
          />
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {catalogue.data ? `${countOf(found.length, 'tool')} found` : ''}
      </p>
      {catalogue.pending ? (
        <div className="tool-grid">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      ) : catalogue.error ? (
        <Alert variant="danger" title="The tool list could not be loaded.">
          {readableError(catalogue.error)}
        </Alert>
      ) : groups.length === 0 ? (
        <p className="muted">No tool matches “{query.trim()}”. Try another word.</p>
      ) : (
        groups.map(({ group, tools }) => (
          <section key={group} className="catalogue-group" aria-label={group}>
            <h3>{group}</h3>
            <ul className="tool-grid">
              {tools.map((tool) => (
                <li key={tool.id}>
                  <Link className="tool-card" to={tool.path}>
                    <span className="tool-name">{tool.name}</span>
                    <span className="tool-description">{tool.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
