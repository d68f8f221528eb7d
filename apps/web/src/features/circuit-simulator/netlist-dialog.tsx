import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { writeNetlist } from '@electrobench/circuit/netlist-writer';
import { useId, useState } from 'react';
import { Modal } from '../../ui/modal';
import { downloadText } from '../../lib/download';
import { fileNameFor } from './circuit-file-name';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  doc: CircuitDocument;
  onImport: (text: string) => void;
}

/** Shows the drawing as a SPICE netlist to copy or download, and reads a pasted one. */
export function NetlistDialog({ open, onOpenChange, doc, onImport }: Props) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const written = writeNetlist(doc, { analysis: doc.analysis ?? { type: 'op' }, withFaults: true });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="SPICE netlist"
      description="The drawing as a plain netlist (library models included) that ngspice or LTspice can run, and the other way round."
      footer={
        <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
          Close
        </button>
      }
    >
      <div className="cs-netlist">
        <label className="field-label" htmlFor={`${id}-out`}>
          This circuit
        </label>
        <textarea id={`${id}-out`} className="input cs-code" readOnly value={written.text} rows={10} />
        {written.problems.length ? (
          <p className="field-error">{written.problems.map((p) => p.message).join(' ')}</p>
        ) : null}
        <div className="actions">
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => downloadText(fileNameFor(doc, 'cir'), written.text, 'text/plain')}
          >
            Download .cir
          </button>
        </div>
        <label className="field-label" htmlFor={`${id}-in`}>
          Paste a netlist to import (first line is the title, as in SPICE)
        </label>
        <textarea
          id={`${id}-in`}
          className="input cs-code"
          rows={8}
          value={pasted}
          spellCheck={false}
          onChange={(e) => setPasted(e.target.value)}
        />
        <div className="actions">
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={!pasted.trim()}
            onClick={() => onImport(pasted)}
          >
            Import netlist
          </button>
        </div>
      </div>
    </Modal>
  );
}
