import { useEffect } from 'react';
import type { EditorAction } from './editor-state';
import type { Selection, Tool } from './tools';

interface Options {
  selection: Selection;
  setTool: (tool: Tool) => void;
  dispatch: (action: EditorAction) => void;
}

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Keyboard shortcuts while the page has focus outside a form field: W wire, V/I/P probes, Esc
 * select, R rotate, Delete, arrows move, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo.
 */
export function useEditorKeys({ selection, setTool, dispatch }: Options) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      const key = event.key;
      const command = event.ctrlKey || event.metaKey;
      const selected = selection.parts.length + selection.wires.length > 0;
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
      };
      let handled = true;
      if (command && key.toLowerCase() === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (command && key.toLowerCase() === 'y') dispatch({ type: 'redo' });
      else if (command || event.altKey) handled = false;
      else if (key === 'Escape') setTool({ mode: 'select' });
      else if (key === 'w' || key === 'W') setTool({ mode: 'wire' });
      else if (key === 'v' || key === 'V') setTool({ mode: 'probe', probe: 'voltage' });
      else if (key === 'i' || key === 'I') setTool({ mode: 'probe', probe: 'current' });
      else if (key === 'p' || key === 'P') setTool({ mode: 'probe', probe: 'power' });
      else if ((key === 'r' || key === 'R') && selection.parts.length)
        dispatch({ type: 'rotate', parts: selection.parts });
      else if ((key === 'Delete' || key === 'Backspace') && selected)
        dispatch({ type: 'delete', ...selection });
      else if (arrows[key] && selected) {
        const [dx, dy] = arrows[key];
        dispatch({ type: 'move', ...selection, dx, dy, continued: false });
      } else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selection, setTool, dispatch]);
}
