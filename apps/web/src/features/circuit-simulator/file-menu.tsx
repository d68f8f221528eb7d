import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { importNetlist } from '@electrobench/circuit/netlist-import';
import { useId, useRef, useState } from 'react';
import { downloadText } from '../../lib/download';
import { circuitJson, fileNameFor } from './circuit-file-name';
import { emptyDocument } from './editor-state';
import { EXAMPLES } from './examples';
import { NetlistDialog } from './netlist-dialog';
import { encodeShareHash } from './share-link';
import { countOf } from '../../lib/plural';

interface Props {
  doc: CircuitDocument;
  onLoad: (doc: CircuitDocument, notice: string | null) => void;
  onNotice: (notice: string) => void;
  onTitle: (title: string) => void;
}

/** New, examples, files, share link and SPICE netlists. */
export function FileMenu({ doc, onLoad, onNotice, onTitle }: Props) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [netlistOpen, setNetlistOpen] = useState(false);
  const id = useId();

  async function openFile(file: File) {
    const text = await file.text();
    if (/\.json$/i.test(file.name) || text.trimStart().startsWith('{')) {
      // The schema (zod) loads with the first file opened, not with the page.
      const { readCircuitJson } = await import('./circuit-file');
      const read = readCircuitJson(text);
      if (read.ok) onLoad(read.doc, `Opened ${file.name}.`);
      else onNotice(read.error);
      return;
    }
    const imported = importNetlist(text);
    const notes = imported.notes.map((n) => `line ${n.line}: ${n.message}`).join(' ');
    onLoad(imported.doc, `Imported ${file.name} as a netlist.${notes ? ` ${notes}` : ''}`);
  }

  async function share() {
    const hash = await encodeShareHash(doc);
    const url = `${window.location.origin}${window.location.pathname}${hash}`;
    window.history.replaceState(window.history.state, '', url);
    try {
      await navigator.clipboard.writeText(url);
      onNotice('Link copied: it holds the whole circuit, so anyone with it sees this drawing.');
    } catch {
      onNotice('The address bar now holds a link to this circuit; copy it from there.');
    }
  }

  return (
    <div className="cs-file-menu" role="toolbar" aria-label="Circuit file">
      <label className="visually-hidden" htmlFor={`${id}-title`}>
        Circuit title
      </label>
      <input
        id={`${id}-title`}
        className="input cs-title-input"
        value={doc.title}
        maxLength={200}
        onChange={(event) => onTitle(event.target.value)}
      />
      <button
        type="button"
        className="btn btn-small btn-ghost"
        onClick={() => onLoad(emptyDocument(), 'New empty circuit.')}
      >
        New
      </button>
      <label className="visually-hidden" htmlFor={`${id}-example`}>
        Examples
      </label>
      <select
        id={`${id}-example`}
        className="input cs-select-small"
        value=""
        onChange={(event) => {
          const example = EXAMPLES.find((e) => e.id === event.target.value);
          if (example) onLoad(example.make(), `Loaded the example “${example.title}”.`);
        }}
      >
        <option value="">Examples…</option>
        {EXAMPLES.map((example) => (
          <option key={example.id} value={example.id}>
            {example.title}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-small btn-ghost" onClick={() => fileRef.current?.click()}>
        Open file…
      </button>
      <input
        ref={fileRef}
        type="file"
        accept=".json,.cir,.net,.sp,.spi,.txt"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Circuit or netlist file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void openFile(file);
        }}
      />
      <button
        type="button"
        className="btn btn-small btn-ghost"
        onClick={() => downloadText(fileNameFor(doc, 'json'), circuitJson(doc), 'application/json')}
      >
        Save file
      </button>
      <button type="button" className="btn btn-small btn-ghost" onClick={() => void share()}>
        Copy share link
      </button>
      <button type="button" className="btn btn-small btn-ghost" onClick={() => setNetlistOpen(true)}>
        SPICE netlist…
      </button>
      <NetlistDialog
        open={netlistOpen}
        onOpenChange={setNetlistOpen}
        doc={doc}
        onImport={(text) => {
          const imported = importNetlist(text);
          const notes = imported.notes.map((n) => `line ${n.line}: ${n.message}`).join(' ');
          onLoad(
            imported.doc,
            `Imported the netlist (${countOf(imported.doc.parts.filter((p) => p.kind !== 'label' && p.kind !== 'ground').length, 'part')}).${notes ? ` ${notes}` : ''}`,
          );
          setNetlistOpen(false);
        }}
      />
    </div>
  );
}
