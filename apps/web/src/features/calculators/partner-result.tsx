import type { ParallelPartner } from '@electrobench/electronics/parallel-resistor';
import { si } from './quantity';
import { Formula, ResultList } from './results';

const pct = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)} %`;

export function PartnerResult({ partner }: { partner: ParallelPartner }) {
  const rows = [
    { name: 'Nearest', option: partner.nearest },
    { name: 'Next lower', option: partner.below },
    { name: 'Next higher', option: partner.above },
  ];
  return (
    <>
      <ResultList
        items={[
          { label: 'Exact R2', value: si(partner.exactOhms, 'Ω') },
          { label: `Nearest ${partner.series} R2`, value: si(partner.nearest.ohms, 'Ω'), primary: true },
        ]}
      />
      <table className="calc-table">
        <caption className="visually-hidden">Standard choices for R2</caption>
        <thead>
          <tr>
            <th scope="col">{partner.series} choice</th>
            <th scope="col">R2</th>
            <th scope="col">R1 ∥ R2</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, option }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{si(option.ohms, 'Ω')}</td>
              <td>{si(option.combinedOhms, 'Ω')}</td>
              <td>{pct(option.errorPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Formula>{partner.formula}</Formula>
    </>
  );
}
