import type { DriveFault } from '@electrobench/contracts/drives';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ReportMistakeLink } from '../../ui/report-mistake-link';
import { SimilarFaults } from './similar-faults';

interface FaultCardProps {
  fault: DriveFault;
  /** The model the card belongs to, left out of the similar-faults list. */
  modelKey: string;
  /** The drive as people call it, for a mistake report. */
  modelName: string;
  highlighted: boolean;
}

export const faultAnchor = (code: string) => `fault-${code.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function FaultCard({ fault, modelKey, modelName, highlighted }: FaultCardProps) {
  const [showSimilar, setShowSimilar] = useState(false);
  const { pathname } = useLocation();
  const headingId = `${faultAnchor(fault.code)}-title`;
  return (
    <article
      id={faultAnchor(fault.code)}
      className={highlighted ? 'card drive-fault drive-fault-highlight' : 'card drive-fault'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="drive-fault-title">
        <span className="drive-code">{fault.code}</span> {fault.name}
      </h2>
      <p>{fault.meaning}</p>
      <div className="drive-fault-lists">
        <div>
          <h3>Likely causes</h3>
          <ul>
            {fault.causes.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>What to do</h3>
          <ul>
            {fault.remedies.map((remedy) => (
              <li key={remedy}>{remedy}</li>
            ))}
          </ul>
        </div>
      </div>
      {fault.cia402_class ? (
        <div className="drive-cia">
          <span className="muted">
            CiA 402 class {fault.cia402_class}
            {fault.cia402_group ? ` (${fault.cia402_group})` : ''}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={showSimilar}
            onClick={() => setShowSimilar((open) => !open)}
          >
            {showSimilar ? 'Hide similar faults' : 'Similar faults on other drives'}
          </button>
          {showSimilar ? <SimilarFaults cia402Class={fault.cia402_class} excludeModel={modelKey} /> : null}
        </div>
      ) : null}
      <p>
        <ReportMistakeLink
          subject={`fault ${fault.code} (${fault.name}) on ${modelName}`}
          path={`${pathname}?code=${encodeURIComponent(fault.code)}`}
        />
      </p>
    </article>
  );
}
