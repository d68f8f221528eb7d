import type { Tool } from './tools';

interface Props {
  tool: Tool;
  setTool: (tool: Tool) => void;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

const TOOLS: readonly { tool: Tool; label: string; key: string }[] = [
  { tool: { mode: 'select' }, label: 'Select and move', key: 'Esc' },
  { tool: { mode: 'wire' }, label: 'Draw wires', key: 'W' },
  { tool: { mode: 'probe', probe: 'voltage' }, label: 'Probe voltage', key: 'V' },
  { tool: { mode: 'probe', probe: 'current' }, label: 'Probe current', key: 'I' },
  { tool: { mode: 'probe', probe: 'power' }, label: 'Probe power', key: 'P' },
];

const same = (a: Tool, b: Tool) =>
  a.mode === b.mode && (a.mode !== 'probe' || (b.mode === 'probe' && a.probe === b.probe));

export function EditorToolbar(props: Props) {
  return (
    <div className="cs-toolbar" role="toolbar" aria-label="Editing tools">
      {TOOLS.map(({ tool, label, key }) => (
        <button
          key={label}
          type="button"
          className="btn btn-small btn-ghost"
          aria-pressed={same(props.tool, tool)}
          aria-keyshortcuts={key === 'Esc' ? 'Escape' : key}
          onClick={() => props.setTool(tool)}
        >
          {label} <kbd>{key}</kbd>
        </button>
      ))}
      <span className="cs-toolbar-gap" />
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={!props.hasSelection}
        onClick={props.onRotate}
        aria-keyshortcuts="R"
      >
        Rotate <kbd>R</kbd>
      </button>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={!props.hasSelection}
        onClick={props.onDelete}
        aria-keyshortcuts="Delete"
      >
        Delete <kbd>Del</kbd>
      </button>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={!props.canUndo}
        onClick={props.onUndo}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={!props.canRedo}
        onClick={props.onRedo}
        aria-keyshortcuts="Control+Y"
      >
        Redo
      </button>
    </div>
  );
}
