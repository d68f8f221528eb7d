import { astable555, monostable555 } from '@electrobench/electronics/timer-555';
import { astableWaveform } from '@electrobench/electronics/timer-555-waveform';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { monostableWaveform } from './monostable-waveform';
import { QuantityField } from './quantity-field';
import { Timer555Parts } from './timer-555-parts';
import { fieldProblem, readQuantity, si } from './quantity';
import { Formula, Notes, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';
import { WaveformChart } from './waveform-chart';

const DEFAULTS = { mode: 'astable', r1: '1k', r2: '10k', c: '10u', diode: '0', r: '100k', vcc: '9V' };

export function Timer555Page() {
  const [f, set] = useUrlFields(DEFAULTS);
  const mode = pick(f.mode, ['astable', 'monostable'] as const);
  const diode = f.diode === '1';
  const r1 = readQuantity(f.r1, 'Ω');
  const r2 = readQuantity(f.r2, 'Ω');
  const r = readQuantity(f.r, 'Ω');
  const c = readQuantity(f.c, 'F');
  const vcc = readQuantity(f.vcc, 'V');
  const supply = vcc.state === 'ok' && vcc.value > 0 ? vcc.value : 5;
  const bad = mode === 'astable' ? fieldProblem(r1, r2, c, vcc) : fieldProblem(r, c, vcc);
  const astable =
    mode === 'astable' && r1.state === 'ok' && r2.state === 'ok' && c.state === 'ok'
      ? astable555({ r1: r1.value, r2: r2.value, capacitanceFarads: c.value, diode })
      : null;
  const wave =
    astable?.ok && r1.state === 'ok' && r2.state === 'ok' && c.state === 'ok'
      ? astableWaveform(
          { r1: r1.value, r2: r2.value, capacitanceFarads: c.value, diode },
          { supplyVolts: supply },
        )
      : null;
  const mono =
    mode === 'monostable' && r.state === 'ok' && c.state === 'ok' ? monostable555(r.value, c.value) : null;

  return (
    <CalculatorPage
      title="555 Timer"
      intro="Astable (free-running oscillator) and monostable (one-shot) timing of the 555, with the waveform drawn."
      form={
        <>
          <ChoiceGroup
            legend="Mode"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'astable', label: 'Astable' },
              { value: 'monostable', label: 'Monostable' },
            ]}
          />
          {mode === 'astable' ? (
            <>
              <QuantityField
                label="R1"
                name="r1"
                unit="Ω"
                value={f.r1}
                onValueChange={(x) => set('r1', x)}
                hint="Vcc to discharge (pin 7)"
              />
              <QuantityField
                label="R2"
                name="r2"
                unit="Ω"
                value={f.r2}
                onValueChange={(x) => set('r2', x)}
                hint="Pin 7 to pins 2 and 6"
              />
              <label className="calc-check">
                <input
                  type="checkbox"
                  checked={diode}
                  onChange={(e) => set('diode', e.target.checked ? '1' : '0')}
                />
                Diode across R2 (allows duty cycles below 50 %)
              </label>
            </>
          ) : (
            <QuantityField label="R" name="r" unit="Ω" value={f.r} onValueChange={(x) => set('r', x)} />
          )}
          <QuantityField
            label="Timing capacitor"
            name="c"
            unit="F"
            value={f.c}
            onValueChange={(x) => set('c', x)}
          />
          <QuantityField
            label="Supply voltage"
            name="vcc"
            unit="V"
            value={f.vcc}
            onValueChange={(x) => set('vcc', x)}
            hint="Only scales the drawing"
          />
        </>
      }
      result={
        bad ? (
          <Problem>{bad}</Problem>
        ) : astable ? (
          astable.ok ? (
            <>
              <ResultList
                items={[
                  { label: 'Frequency', value: si(astable.frequencyHz, 'Hz'), primary: true },
                  { label: 'Duty cycle', value: `${astable.dutyPercent.toFixed(1)} %` },
                  { label: 'Period', value: si(astable.periodSeconds, 's') },
                  { label: 'Time high', value: si(astable.highSeconds, 's') },
                  { label: 'Time low', value: si(astable.lowSeconds, 's') },
                ]}
              />
              <Formula>{astable.formula}</Formula>
              <Notes items={astable.notes} />
              {r1.state === 'ok' && r2.state === 'ok' && c.state === 'ok' ? (
                <Timer555Parts
                  parts={[
                    { name: 'R1', value: r1.value, unit: 'Ω' },
                    { name: 'R2', value: r2.value, unit: 'Ω' },
                    { name: 'C', value: c.value, unit: 'F' },
                  ]}
                  timing={([a = 0, b = 0, cap = 0]) => {
                    const real = astable555({ r1: a, r2: b, capacitanceFarads: cap, diode });
                    return real.ok
                      ? `${si(real.frequencyHz, 'Hz')}, ${real.dutyPercent.toFixed(1)} % duty`
                      : real.error;
                  }}
                />
              ) : null}
              {wave?.ok ? (
                <WaveformChart
                  points={wave.points}
                  supply={supply}
                  caption="Output (top) and capacitor voltage (bottom) over three cycles"
                />
              ) : null}
            </>
          ) : (
            <Problem>{astable.error}</Problem>
          )
        ) : mono ? (
          mono.ok && r.state === 'ok' && c.state === 'ok' ? (
            <>
              <ResultList
                items={[{ label: 'Pulse width', value: si(mono.pulseSeconds, 's'), primary: true }]}
              />
              <Formula>{mono.formula}</Formula>
              <Timer555Parts
                parts={[
                  { name: 'R', value: r.value, unit: 'Ω' },
                  { name: 'C', value: c.value, unit: 'F' },
                ]}
                timing={([a = 0, cap = 0]) => {
                  const real = monostable555(a, cap);
                  return real.ok ? `${si(real.pulseSeconds, 's')} pulse` : real.error;
                }}
              />
              <WaveformChart
                points={monostableWaveform(r.value, c.value, supply)}
                supply={supply}
                caption="One pulse after a trigger: output (top) and capacitor voltage (bottom)"
              />
            </>
          ) : (
            <Problem>{mono.ok ? '' : mono.error}</Problem>
          )
        ) : (
          <Problem>Fill in every value.</Problem>
        )
      }
      related={[{ to: '/testing/circuit-simulator', label: 'Circuit simulator' }]}
    />
  );
}
