import {
  designRegulator,
  LM317_IADJ,
  LM317_MAX_VOUT,
  LM317_VREF,
  REG78XX_IQ,
  REG78XX_VOLTAGES,
  regulatorOutput,
} from '@electrobench/electronics/regulator';
import { CalculatorPage } from './calculator-page';
import { ChoiceGroup, pick } from './choice-group';
import { QuantityField } from './quantity-field';
import { fieldProblem, readQuantity, si } from './quantity';
import { RegulatorNotes } from './regulator-notes';
import { RegulatorPairs } from './regulator-pairs';
import { Formula, Problem, ResultList } from './results';
import { useUrlFields } from './use-url-fields';

const DEFAULTS = { reg: 'lm317', mode: 'r2', v: '5V', r1: '240', r2: '720', vxx: '5', i: '' };
const VXX = REG78XX_VOLTAGES.map(String);

export function RegulatorPage() {
  const [f, set] = useUrlFields(DEFAULTS);
  const reg = pick(f.reg, ['lm317', '78xx'] as const);
  const mode = pick(f.mode, ['r2', 'vout'] as const);
  const vxx = Number(pick(f.vxx, VXX));
  const vref = reg === 'lm317' ? LM317_VREF : vxx;
  const pin = readQuantity(f.i === '' ? (reg === 'lm317' ? '50u' : '5m') : f.i, 'A');
  const target = readQuantity(f.v, 'V');
  const r1 = readQuantity(f.r1, 'Ω');
  const r2 = readQuantity(f.r2, 'Ω');
  const used = mode === 'r2' ? [target, r1, pin] : [r1, r2, pin];
  const bad = fieldProblem(...used);
  const ready = used.every((x) => x.state === 'ok');
  const pinCurrent = pin.state === 'ok' ? pin.value : reg === 'lm317' ? LM317_IADJ : REG78XX_IQ;
  const output =
    ready && mode === 'vout' && r1.state === 'ok' && r2.state === 'ok'
      ? regulatorOutput({ vref, pinCurrent, r1: r1.value, r2: r2.value })
      : null;
  const design =
    ready && mode === 'r2' && target.state === 'ok' && r1.state === 'ok'
      ? designRegulator({ vref, pinCurrent, target: target.value, r1: r1.value })
      : null;
  const pinName = reg === 'lm317' ? 'IADJ' : 'Iq';
  const vrefName = reg === 'lm317' ? '1.25 V' : `${vxx} V`;

  return (
    <CalculatorPage
      title="LM317 and 78xx Regulator Resistors"
      intro="The two resistors that set an LM317's output, or raise a fixed 78xx above its own voltage, with standard parts to buy."
      form={
        <>
          <ChoiceGroup
            legend="Regulator"
            name="reg"
            value={reg}
            onChange={(x) => set('reg', x)}
            options={[
              { value: 'lm317', label: 'LM317' },
              { value: '78xx', label: '78xx' },
            ]}
          />
          {reg === '78xx' ? (
            <ChoiceGroup
              legend="Fixed voltage"
              name="vxx"
              value={String(vxx)}
              onChange={(x) => set('vxx', x)}
              options={VXX.map((v) => ({ value: v, label: `78${v.padStart(2, '0')}` }))}
            />
          ) : null}
          <ChoiceGroup
            legend="Calculate"
            name="mode"
            value={mode}
            onChange={(x) => set('mode', x)}
            options={[
              { value: 'r2', label: 'Resistors for a voltage' },
              { value: 'vout', label: 'Voltage from resistors' },
            ]}
          />
          {mode === 'r2' ? (
            <QuantityField
              label="Wanted output"
              name="v"
              unit="V"
              value={f.v}
              onValueChange={(x) => set('v', x)}
            />
          ) : null}
          <QuantityField
            label="R1 (OUT to ADJ/GND pin)"
            name="r1"
            unit="Ω"
            value={f.r1}
            onValueChange={(x) => set('r1', x)}
            hint={reg === 'lm317' ? 'Commonly 240 Ω, or 120 Ω' : 'Pass at least a few times Iq'}
          />
          {mode === 'vout' ? (
            <QuantityField
              label="R2 (pin to ground)"
              name="r2"
              unit="Ω"
              value={f.r2}
              onValueChange={(x) => set('r2', x)}
            />
          ) : null}
          <QuantityField
            label={reg === 'lm317' ? 'Adjust-pin current IADJ' : 'Quiescent current Iq'}
            name="i"
            unit="A"
            value={f.i}
            placeholder={reg === 'lm317' ? '50u' : '5m'}
            onValueChange={(x) => set('i', x)}
            hint={f.i === '' ? `Empty: ${reg === 'lm317' ? '50 µA typical' : '5 mA assumed'}` : undefined}
          />
        </>
      }
      result={
        <>
          {bad ? (
            <Problem>{bad}</Problem>
          ) : !ready ? (
            <Problem>Fill in every value.</Problem>
          ) : output ? (
            output.ok ? (
              <>
                <ResultList
                  items={[
                    { label: `Output with ${pinName}`, value: si(output.vout, 'V'), primary: true },
                    { label: `Output without ${pinName}`, value: si(output.voutIdeal, 'V') },
                    { label: 'Current through R1', value: si(output.r1Amps, 'A') },
                  ]}
                />
                <Formula>{`Vout = ${vrefName} × (1 + R2 / R1) + ${pinName} × R2`}</Formula>
              </>
            ) : (
              <Problem>{output.error}</Problem>
            )
          ) : design ? (
            design.ok ? (
              <>
                <ResultList
                  items={[
                    { label: `R2 with ${pinName}`, value: si(design.r2Exact, 'Ω'), primary: true },
                    { label: `R2 without ${pinName}`, value: si(design.r2Ideal, 'Ω') },
                  ]}
                />
                <Formula>{`R2 = (Vout − ${vrefName}) / (${vrefName} / R1 + ${pinName})`}</Formula>
                {target.state === 'ok' ? <RegulatorPairs pairs={design.pairs} target={target.value} /> : null}
                {reg === 'lm317' && target.state === 'ok' && target.value > LM317_MAX_VOUT ? (
                  <Problem>The LM317 is specified up to {LM317_MAX_VOUT} V output.</Problem>
                ) : null}
              </>
            ) : (
              <Problem>{design.error}</Problem>
            )
          ) : null}
          <RegulatorNotes reg={reg} />
        </>
      }
      related={[
        { to: '/calculators/voltage-divider', label: 'Voltage divider' },
        { to: '/calculators/power', label: 'Power (regulator dissipation)' },
      ]}
    />
  );
}
