import { AMPACITY_SOURCE } from '@electrobench/electronics/awg-ampacity';
import { awgToMetric, diameterToAwg, mm2ToAwg } from '@electrobench/electronics/awg';
import { TextField } from '../../ui/text-field';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { NumberField } from './number-field';
import { readPlainNumber } from './quantity';
import { Formula, Notes, Problem } from './results';
import { WireSizeList } from './wire-size-list';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { mode: 'awg', g: '14', a: '1.5', d: '1.0' };
const MODES = ['awg', 'mm2', 'dia'] as const;

export function AwgPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, MODES);
  const forward = awgToMetric(f.g);
  const area = readPlainNumber(f.a, 'Cross-section');
  const dia = readPlainNumber(f.d, 'Diameter');
  const reading = mode === 'mm2' ? area : dia;
  const match =
    reading.state === 'ok' ? (mode === 'mm2' ? mm2ToAwg(reading.value) : diameterToAwg(reading.value)) : null;

  return (
    <CalculatorPage
      title="AWG to mm² Converter"
      intro="American Wire Gauge to metric cross-section and back, with diameter, copper resistance and typical current."
      form={
        <>
          <ChoiceGroup
            legend="Convert from"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'awg', label: 'AWG' },
              { value: 'mm2', label: 'mm²' },
              { value: 'dia', label: 'Diameter' },
            ]}
          />
          {mode === 'awg' ? (
            <TextField
              label="Wire gauge (AWG)"
              name="g"
              value={f.g}
              onValueChange={(x) => set('g', x)}
              error={!forward.ok && f.g.trim() !== '' ? forward.error : undefined}
              hint="e.g. 12, 4/0 or 0000"
              autoComplete="off"
            />
          ) : mode === 'mm2' ? (
            <NumberField
              label="Cross-section (mm²)"
              name="a"
              value={f.a}
              onValueChange={(x) => set('a', x)}
            />
          ) : (
            <NumberField
              label="Conductor diameter (mm)"
              name="d"
              value={f.d}
              onValueChange={(x) => set('d', x)}
            />
          )}
        </>
      }
      result={
        mode === 'awg' ? (
          forward.ok ? (
            <>
              <WireSizeList wire={forward} />
              <Formula>{forward.formula}</Formula>
            </>
          ) : (
            <Problem>{f.g.trim() === '' ? 'Enter a gauge.' : forward.error}</Problem>
          )
        ) : reading.state === 'bad' ? (
          <Problem>{reading.error}</Problem>
        ) : !match ? (
          <Problem>Enter a value.</Problem>
        ) : !match.ok ? (
          <Problem>{match.error}</Problem>
        ) : (
          <>
            <p>
              Corresponds to AWG <strong>{match.exactGauge.toFixed(2)}</strong>.
            </p>
            <WireSizeList wire={match.nearest} title={`Nearest gauge: AWG ${match.nearest.label}`} />
            {match.atLeast && match.atLeast.gauge !== match.nearest.gauge ? (
              <WireSizeList wire={match.atLeast} title={`At least as thick: AWG ${match.atLeast.label}`} />
            ) : null}
            <Formula>{match.formula}</Formula>
            <Notes items={match.notes} />
          </>
        )
      }
      related={[{ to: '/calculators/power', label: 'Power calculator' }]}
    >
      <p className="muted">
        Current figures: {AMPACITY_SOURCE}. Building wiring follows the local electrical code.
      </p>
    </CalculatorPage>
  );
}
