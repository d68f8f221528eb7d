import { Link, useParams } from 'react-router';
import { useDriveManufacturers } from './api';
import { Breadcrumbs } from './breadcrumbs';
import { drivePath } from './drive-links';
import { QueryState } from '../../ui/query-state';
import { BackToDrives } from './back-to-drives';
import { countOf } from '../../lib/plural';
import './industrial.css';

export function DriveTypePage() {
  const { driveType = '' } = useParams();
  const makers = useDriveManufacturers(driveType);
  const name = makers.data?.drive_type.name ?? 'Drive type';
  return (
    <div className="page drive-page">
      <Breadcrumbs trail={[{ label: name }]} />
      <h1>{name}</h1>
      <QueryState query={makers} noun="drive data" notFound={<BackToDrives />}>
        {(data) => (
          <>
            <p className="lead">Choose the manufacturer.</p>
            <ul className="drive-cards">
              {data.manufacturers.map((maker) => (
                <li key={maker.slug} className="card">
                  <h2 className="drive-card-title">
                    <Link to={drivePath(driveType, maker.slug)}>{maker.name}</Link>
                  </h2>
                  <p className="muted">{countOf(maker.model_count, 'model')}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}
