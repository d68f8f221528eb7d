import { DEVICE_CATALOGUE, type CatalogueDevice } from '@electrobench/simulation/vi-tracer/catalogue';
import type { FaultKind } from '@electrobench/simulation/vi-tracer/faults';
import { useId } from 'react';
import { FAULT_LABELS, FAULT_VALUES, defaultFaultValue, hasFaultValue, type Channel } from './tracer-state';

const GROUPS = [...new Set(DEVICE_CATALOGUE.map((d) => d.group))];
const FAULT_KINDS = Object.keys(FAULT_LABELS) as FaultKind[];

interface ChannelPickerProps {
  legend: string;
  channel: Channel;
  onChange: (channel: Channel) => void;
}

/** Device and fault of one tracer channel. */
export function ChannelPicker({ legend, channel, onChange }: ChannelPickerProps) {
  const id = useId();
  const { kind, value } = channel.fault;
  return (
    <fieldset className="sim-channel">
      <legend className="field-label">{legend}</legend>
      <label className="visually-hidden" htmlFor={`${id}-device`}>
        {legend}: device
      </label>
      <select
        id={`${id}-device`}
        className="input"
        value={channel.device}
        onChange={(event) => onChange({ ...channel, device: event.target.value })}
      >
        {GROUPS.map((group) => (
          <optgroup key={group} label={group}>
            {DEVICE_CATALOGUE.filter((d: CatalogueDevice) => d.group === group).map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <div className="sim-fault-row">
        <label className="visually-hidden" htmlFor={`${id}-fault`}>
          {legend}: condition
        </label>
        <select
          id={`${id}-fault`}
          className="input"
          value={kind}
          onChange={(event) => {
            const next = FAULT_KINDS.find((k) => k === event.target.value) ?? 'none';
            onChange({ ...channel, fault: { kind: next, value: defaultFaultValue(next) } });
          }}
        >
          {FAULT_KINDS.map((k) => (
            <option key={k} value={k}>
              {FAULT_LABELS[k]}
            </option>
          ))}
        </select>
        {hasFaultValue(kind) ? (
          <>
            <label className="visually-hidden" htmlFor={`${id}-amount`}>
              {legend}: how much
            </label>
            <select
              id={`${id}-amount`}
              className="input"
              value={value}
              onChange={(event) =>
                onChange({ ...channel, fault: { kind, value: Number(event.target.value) } })
              }
            >
              {FAULT_VALUES[kind].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
