import type { Transistor } from '@electrobench/contracts/transistors';
import {
  drawingMaker,
  numbersTo92FromOtherEnd,
  reversePins,
} from '@electrobench/electronics/to92-pin-numbering';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui/spinner';
import { CopyButton } from '../../../ui/copy-button';
import { ReportMistakeLink } from '../../../ui/report-mistake-link';
import { AddToListButton } from '../lists/add-to-list';
import { useSoa } from './api';
import { rowsFor } from './part-rows';
import { TransistorError } from './transistor-error';

const SoaChart = lazy(() => import('./soa-chart').then((m) => ({ default: m.SoaChart })));

function SoaSection({ id }: { id: number }) {
  const soa = useSoa(id);
  if (soa.isError) return <TransistorError error={soa.error} onRetry={() => void soa.refetch()} />;
  if (!soa.data) return <Spinner label="Loading the safe operating area…" />;
  return (
    <Suspense fallback={<Spinner label="Drawing the chart…" />}>
      <SoaChart soa={soa.data} />
    </Suspense>
  );
}

/** Every stored fact about one part, its source, its stated equivalents and its SOA. */
export function PartDetail({ part }: { part: Transistor }) {
  return (
    <section className="card cid-part" aria-labelledby={`part-${part.id}`}>
      <header className="cid-part-head">
        <h2 id={`part-${part.id}`}>{part.mpn}</h2>
        <CopyButton text={part.mpn} label="Copy part number" />
        <span className="muted">{part.manufacturer}</span>
        <AddToListButton part={{ kind: 'transistor', id: part.id, label: part.mpn }} />
      </header>
      <dl className="cid-facts">
        {rowsFor(part).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value(part)}</dd>
          </div>
        ))}
      </dl>
      {numbersTo92FromOtherEnd(part) ? (
        <p className="cid-pin-note" role="note">
          Pin numbers follow {drawingMaker(part.manufacturer)}&rsquo;s drawing, which counts TO-92 leads from
          the other end than JEDEC and onsemi; counted their way, this part is{' '}
          {reversePins(part.pinout).split('').join('-')}. Compare the drawings before fitting.
        </p>
      ) : null}
      {part.equivalents.length > 0 ? <p>Same device as: {part.equivalents.join(', ')}</p> : null}
      {part.complement.length > 0 ? <p>Complement: {part.complement.join(', ')}</p> : null}
      <p className="muted small">
        Source: {part.source} <ReportMistakeLink subject={`${part.mpn} (transistor)`} />
      </p>
      {part.soa_id !== null ? (
        <details className="cid-soa">
          <summary>Safe operating area</summary>
          <SoaSection id={part.soa_id} />
        </details>
      ) : null}
    </section>
  );
}
