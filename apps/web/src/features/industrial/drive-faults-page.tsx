import { Link } from 'react-router';
import { useDriveTypes } from './api';
import { drivePath } from './drive-links';
import { DriveSearch } from './drive-search';
import { QueryState } from '../../ui/query-state';
import { BackToDrives } from './back-to-drives';
import { countOf } from '../../lib/plural';
import './industrial.css';

export function DriveFaultsPage() {
  const types = useDriveTypes();
  return (
    <div className="page drive-page">
      <h1>Drive Faults</h1>
      <p className="lead">
        Fault and alarm codes of variable-frequency drives, servo drives, DC drives and soft starters: what
        each code means, the likely causes and what to check. Every list names the manual it follows.
      </p>
      <DriveSearch />
      <h2>Browse by drive type</h2>
      <QueryState query={types} noun="drive data" notFound={<BackToDrives />}>
        {(list) => (
          <ul className="drive-cards">
            {list.map((type) => (
              <li key={type.slug} className="card">
                <h3>
                  <Link to={drivePath(type.slug)}>{type.name}</Link>
                </h3>
                <p>{type.description}</p>
                <p className="muted">
                  {countOf(type.manufacturer_count, 'manufacturer')} · {countOf(type.model_count, 'model')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className="drive-safety muted">
        Drives keep dangerous voltages on their DC link after the supply is switched off. Isolate, wait the
        time on the warning label and measure before touching anything inside.
      </p>
    </div>
  );
}
