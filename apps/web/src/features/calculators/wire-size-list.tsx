import type { WireSize } from '@electrobench/electronics/awg';
import { si } from './quantity';
import { ResultList } from './results';

const mm = (x: number, digits = 4) => Number(x.toPrecision(digits)).toString();

/** Everything about one gauge: size, copper resistance and typical current limits. */
export function WireSizeList({ wire, title }: { wire: WireSize; title?: string }) {
  return (
    <>
      {title ? <h3>{title}</h3> : null}
      <ResultList
        items={[
          { label: 'Gauge', value: `AWG ${wire.label}`, primary: !title },
          { label: 'Cross-section', value: `${mm(wire.areaMm2)} mm²`, primary: !title },
          { label: 'Diameter', value: `${mm(wire.diameterMm)} mm` },
          { label: 'Copper resistance (20 °C)', value: `${si(wire.ohmsPerMetre, 'Ω')}/m` },
          {
            label: 'Typical current, chassis wiring',
            value: wire.ampacity ? `${wire.ampacity.chassisAmps} A` : 'not tabulated',
          },
          {
            label: 'Typical current, long or bundled runs',
            value: wire.ampacity ? `${wire.ampacity.powerTransmissionAmps} A` : 'not tabulated',
          },
        ]}
      />
    </>
  );
}
