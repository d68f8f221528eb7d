import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TextField } from '../../ui/text-field';
import { useDriveFaults } from './api';
import { Breadcrumbs } from './breadcrumbs';
import { drivePath } from './drive-links';
import { FaultCard, faultAnchor } from './fault-card';
import { matchesFilter } from './fault-filter';
import { QueryState } from '../../ui/query-state';
import { BackToDrives } from './back-to-drives';
import { countOf } from '../../lib/plural';
import './industrial.css';

export function DriveModelPage() {
  const { driveType = '', manufacturer = '', model = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = params.get('f') ?? '';
  const code = params.get('code');
  const faults = useDriveFaults(driveType, manufacturer, model);
  const data = faults.data;

  useEffect(() => {
    if (data && code) document.getElementById(faultAnchor(code))?.scrollIntoView({ block: 'center' });
  }, [data, code]);

  const setFilter = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('f', value);
        else next.delete('f');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page drive-page">
      <Breadcrumbs
        trail={[
          { label: data?.drive_type.name ?? driveType, to: drivePath(driveType) },
          { label: data?.manufacturer.name ?? manufacturer, to: drivePath(driveType, manufacturer) },
          { label: data?.model.name ?? model },
        ]}
      />
      <h1>{data ? `${data.manufacturer.name} ${data.model.name} fault codes` : 'Fault codes'}</h1>
      <QueryState query={faults} noun="drive data" notFound={<BackToDrives />}>
        {(list) => {
          const shown = list.faults.filter((fault) => matchesFilter(fault, filter));
          return (
            <>
              <p className="drive-manual">Checked against: {list.model.manual}</p>
              <TextField
                label="Filter this list"
                name="f"
                type="search"
                value={filter}
                onValueChange={setFilter}
                placeholder="Code or word"
                autoComplete="off"
              />
              <p className="muted" aria-live="polite">
                {shown.length} of {countOf(list.faults.length, 'fault')}
              </p>
              <div className="drive-faults">
                {shown.map((fault) => (
                  <FaultCard
                    key={fault.code}
                    fault={fault}
                    modelKey={`${manufacturer}/${model}`}
                    modelName={data ? `${data.manufacturer.name} ${data.model.name}` : model}
                    highlighted={fault.code === code}
                  />
                ))}
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
