import { Link, useParams } from 'react-router';
import { useDriveModels } from './api';
import { Breadcrumbs } from './breadcrumbs';
import { drivePath } from './drive-links';
import { QueryState } from '../../ui/query-state';
import { BackToDrives } from './back-to-drives';
import { countOf } from '../../lib/plural';
import './industrial.css';

export function DriveManufacturerPage() {
  const { driveType = '', manufacturer = '' } = useParams();
  const models = useDriveModels(driveType, manufacturer);
  const data = models.data;
  return (
    <div className="page drive-page">
      <Breadcrumbs
        trail={[
          { label: data?.drive_type.name ?? driveType, to: drivePath(driveType) },
          { label: data?.manufacturer.name ?? manufacturer },
        ]}
      />
      <h1>{data ? `${data.manufacturer.name} ${data.drive_type.name.toLowerCase()}` : 'Drive models'}</h1>
      <QueryState query={models} noun="drive data" notFound={<BackToDrives />}>
        {(list) => (
          <ul className="drive-cards">
            {list.models.map((model) => (
              <li key={model.slug} className="card">
                <h2 className="drive-card-title">
                  <Link to={drivePath(driveType, manufacturer, model.slug)}>{model.name}</Link>
                </h2>
                <p className="muted">{countOf(model.fault_count, 'fault code')}</p>
                <p className="drive-manual">Source: {model.manual}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
