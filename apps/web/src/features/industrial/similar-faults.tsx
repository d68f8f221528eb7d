import { Link } from 'react-router';
import { useCia402Faults } from './api';
import { faultPath } from './drive-links';

/** Faults of other brands and models that share a CiA 402 error class. */
export function SimilarFaults({ cia402Class, excludeModel }: { cia402Class: string; excludeModel: string }) {
  const similar = useCia402Faults(cia402Class);
  if (similar.isPending) return <p className="muted">Loading similar faults…</p>;
  if (similar.isError) return <p className="field-error">{similar.error.message}</p>;
  const others = similar.data.items.filter(
    (hit) => `${hit.manufacturer.slug}/${hit.model.slug}` !== excludeModel,
  );
  if (others.length === 0)
    return <p className="muted">No other drive in the list maps a fault to this class.</p>;
  return (
    <ul className="drive-hits drive-similar">
      {others.map((hit) => (
        <li key={`${hit.manufacturer.slug}/${hit.model.slug}/${hit.code}`}>
          <Link to={faultPath(hit.drive_type.slug, hit.manufacturer.slug, hit.model.slug, hit.code)}>
            {hit.manufacturer.name} {hit.model.name}: <strong className="drive-code">{hit.code}</strong>{' '}
            {hit.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
