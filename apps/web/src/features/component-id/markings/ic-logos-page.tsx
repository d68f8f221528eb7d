import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage, totalPages as pageCount } from '@electrobench/contracts/paging';
import { useAuth } from '../../../lib/auth/use-auth';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { SearchBox } from '../../../ui/search-box';
import { useUrlState } from '../../../lib/use-url-state';
import { useIcLogos } from './api';
import { LogoUpload } from './logo-upload';
import { countOf } from '../../../lib/plural';
import '../shared/component-id.css';
import { FilterSelect } from '../../../ui/filter-select';

/** IC Logo ID: describe the logo in words, or type the part number to see who uses its prefix. */
export function IcLogosPage() {
  const url = useUrlState();
  const text = url.get('q');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const logos = useIcLogos(q);
  const { isAdmin } = useAuth();
  const all = logos.data ?? [];
  // The answer holds every matching maker (about 150 in all), so the country filter and the pages
  // work on it; a page shows a slice, so a first visit does not draw 150 cards and their logos.
  const countries = [...new Set(all.map((logo) => logo.country))].sort();
  const country = url.get('country');
  const items = country ? all.filter((logo) => logo.country === country) : all;
  const totalPages = pageCount(items.length, PAGE_SIZE.icLogos);
  const page = Math.min(url.page, Math.max(1, totalPages));
  const skip = skipForPage(page, PAGE_SIZE.icLogos);
  const shown = items.slice(skip, skip + PAGE_SIZE.icLogos);
  return (
    <div className="page cid-page">
      <h1>IC logo identification</h1>
      <p className="lead">
        Describe what you see (“triangle”, “letters ST”, “circle”) or type the part number: makers whose
        prefix it starts with come first.
      </p>
      <div className="cid-toolbar">
        <SearchBox
          label="Logo words or part number"
          name="q"
          value={text}
          onChange={(v) => url.set({ q: v })}
          placeholder="e.g. LM358N, triangle, ON in a circle"
        />
        <FilterSelect
          id="logo-country"
          label="Country"
          value={country}
          anyLabel="Any country"
          options={(country && !countries.includes(country) ? [country, ...countries] : countries).map(
            (c) => ({
              value: c,
              label: c,
            }),
          )}
          onChange={(v) => url.set({ country: v })}
        />
      </div>
      <section aria-live="polite" aria-label="Manufacturers">
        <QueryState query={logos} noun="manufacturers" isEmpty={() => items.length === 0}>
          <p className="muted">{countOf(items.length, 'manufacturer')}</p>
          <ul className="cid-cards">
            {shown.map((logo) => (
              <li key={logo.id} className="card">
                <div className="cid-card-head">
                  {logo.image_url ? (
                    <img
                      src={logo.image_url}
                      alt={`${logo.name} logo`}
                      className="cid-logo"
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <h2>{logo.name}</h2>
                  <span className="muted">{logo.country}</span>
                </div>
                <p>{logo.logo_description}</p>
                <p>
                  Prefixes:{' '}
                  {logo.part_prefixes.map((p, i) => (
                    <span key={p}>
                      {i > 0 ? ', ' : ''}
                      <code>{p}</code>
                    </span>
                  ))}{' '}
                  <CopyButton text={logo.part_prefixes.join(', ')} label={`Copy ${logo.name} prefixes`} />
                </p>
                {logo.notes ? <p className="muted small">{logo.notes}</p> : null}
                {logo.website_domain ? (
                  <p className="small">
                    <a href={`https://${logo.website_domain}`} rel="noopener noreferrer" target="_blank">
                      {logo.website_domain}
                    </a>
                  </p>
                ) : null}
                <p>
                  <ReportMistakeLink
                    subject={`IC logo ${logo.name}`}
                    path={`/tools/ic-logos?q=${encodeURIComponent(logo.name)}`}
                  />
                </p>
                {isAdmin ? <LogoUpload logo={logo} /> : null}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={totalPages}
            onPage={(next) => url.set({ page: next })}
            label="Manufacturers"
          />
        </QueryState>
      </section>
    </div>
  );
}
