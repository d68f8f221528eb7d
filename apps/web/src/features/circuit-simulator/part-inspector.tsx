import type { CircuitDocument, CircuitPart, FaultType } from '@electrobench/contracts/circuits';
import { FAULT_INFO, defaultFaultAmount } from '@electrobench/circuit/faults';
import { findLibraryModel, modelsForKind } from '@electrobench/circuit/models/model-library';
import { KIND_SPECS } from '@electrobench/circuit/part-catalogue';
import { readModelCards } from '@electrobench/circuit/spice-cards';
import { formatSi, parseValue } from '@electrobench/electronics/units';
import { useId, useState } from 'react';
import type { EditorAction } from './editor-state';

interface Props {
  part: CircuitPart;
  doc: CircuitDocument;
  dispatch: (action: EditorAction) => void;
}

const PARAMS: Partial<Record<CircuitPart['kind'], readonly [key: string, label: string, unit: string][]>> = {
  'ac-voltage': [
    ['frequency', 'Frequency', 'Hz'],
    ['offset', 'DC offset', 'V'],
  ],
  'pulse-voltage': [
    ['low', 'Low level', 'V'],
    ['delay', 'Delay', 's'],
    ['rise', 'Rise time', 's'],
    ['fall', 'Fall time', 's'],
    ['width', 'Pulse width', 's'],
    ['period', 'Period', 's'],
  ],
  transformer: [
    ['ratio', 'Turns ratio (primary : secondary)', ''],
    ['coupling', 'Coupling (0–1)', ''],
  ],
};

/** A text field that reads engineering notation and says what it understood. */
function NumberField(props: {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const parsed = parseValue(props.value);
  const hint = parsed.ok ? `= ${formatSi(parsed.value, props.unit, 4)}` : parsed.error;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
        {props.unit ? ` (${props.unit})` : ''}
      </label>
      <input
        id={id}
        className="input"
        value={props.value}
        spellCheck={false}
        aria-invalid={!parsed.ok}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className={parsed.ok ? 'field-hint' : 'field-error'}>
        {hint}
      </span>
    </div>
  );
}

function ModelField({ part, doc, dispatch }: Props) {
  const id = useId();
  const own = readModelCards(doc.models ?? '').map((card) => card.name);
  const library = modelsForKind(part.kind).map((model) => model.name);
  const model = findLibraryModel(part.value);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Model
      </label>
      <input
        id={id}
        className="input"
        list={`${id}-models`}
        value={part.value}
        spellCheck={false}
        onChange={(event) => dispatch({ type: 'set-value', part: part.id, value: event.target.value })}
      />
      <datalist id={`${id}-models`}>
        {[...new Set([...library, ...own])].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <span className="field-hint">
        {model
          ? `${model.description}. Fitted to: ${model.source}.`
          : own.includes(part.value)
            ? 'From the imported netlist.'
            : 'Pick a model from the list.'}
      </span>
    </div>
  );
}

/** Keeps what is typed while it is not yet a usable amount ("0." on the way to "0.5"). */
function FaultAmount(props: { label: string; initial: string; onAmount: (value: number) => void }) {
  const [text, setText] = useState(props.initial);
  return (
    <NumberField
      label={props.label}
      unit=""
      value={text}
      onChange={(next) => {
        setText(next);
        const read = parseValue(next);
        if (read.ok && read.value > 0) props.onAmount(read.value);
      }}
    />
  );
}

function FaultFields({ part, dispatch }: Omit<Props, 'doc'>) {
  const id = useId();
  const faults = KIND_SPECS[part.kind].faults;
  if (faults.length === 0) return null;
  const fault = part.fault;
  const amountLabel = fault ? FAULT_INFO[fault.type].amountLabel : null;
  const amount = fault ? (fault.amount ?? defaultFaultAmount(fault.type, part.kind)) : 0;
  return (
    <fieldset className="cs-fieldset">
      <legend>Fault (repair training)</legend>
      <label className="field-label" htmlFor={id}>
        Condition
      </label>
      <select
        id={id}
        className="input"
        value={fault?.type ?? ''}
        onChange={(event) => {
          const type = event.target.value as FaultType | '';
          dispatch({ type: 'set-fault', part: part.id, fault: type ? { type } : undefined });
        }}
      >
        <option value="">Good part</option>
        {faults.map((type) => (
          <option key={type} value={type}>
            {FAULT_INFO[type].label}
          </option>
        ))}
      </select>
      {fault && amountLabel ? (
        <FaultAmount
          key={`${part.id}-${fault.type}`}
          label={amountLabel}
          initial={String(amount)}
          onAmount={(value) =>
            dispatch({ type: 'set-fault', part: part.id, fault: { type: fault.type, amount: value } })
          }
        />
      ) : null}
    </fieldset>
  );
}

/** Edits the selected part: value in engineering notation, model, source settings and a fault. */
export function PartInspector({ part, doc, dispatch }: Props) {
  const spec = KIND_SPECS[part.kind];
  const setParam = (key: string, value: string) => dispatch({ type: 'set-param', part: part.id, key, value });
  const numeric = spec.unit !== '' || part.kind === 'transformer';
  const modelled = spec.valueLabel === 'Model';
  return (
    <section className="card cs-panel" aria-labelledby="cs-part-title">
      <h2 id="cs-part-title">
        {part.id}: {spec.label}
      </h2>
      {part.kind === 'switch' ? (
        <label className="cs-check">
          <input
            type="checkbox"
            checked={part.value !== 'open'}
            onChange={(event) =>
              dispatch({ type: 'set-value', part: part.id, value: event.target.checked ? 'closed' : 'open' })
            }
          />
          Closed
        </label>
      ) : modelled ? (
        <ModelField part={part} doc={doc} dispatch={dispatch} />
      ) : spec.valueLabel && numeric ? (
        <NumberField
          label={spec.valueLabel}
          unit={spec.unit}
          value={part.value}
          onChange={(value) => dispatch({ type: 'set-value', part: part.id, value })}
        />
      ) : spec.valueLabel ? (
        <div className="field">
          <label className="field-label" htmlFor={`cs-text-${part.id}`}>
            {spec.valueLabel}
          </label>
          <input
            id={`cs-text-${part.id}`}
            className="input"
            value={part.value}
            onChange={(event) => dispatch({ type: 'set-value', part: part.id, value: event.target.value })}
          />
        </div>
      ) : null}
      {part.kind === 'potentiometer' ? (
        <label className="field">
          <span className="field-label">
            Wiper position: {Math.round(Number(part.params?.position ?? 0.5) * 100)} %
          </span>
          <input
            type="range"
            min={0}
            max={100}
            value={Math.round(Number(part.params?.position ?? 0.5) * 100)}
            onChange={(event) => setParam('position', String(Number(event.target.value) / 100))}
          />
        </label>
      ) : null}
      {(PARAMS[part.kind] ?? []).map(([key, label, unit]) => (
        <NumberField
          key={key}
          label={label}
          unit={unit}
          value={part.params?.[key] ?? ''}
          onChange={(value) => setParam(key, value)}
        />
      ))}
      <FaultFields part={part} dispatch={dispatch} />
    </section>
  );
}
