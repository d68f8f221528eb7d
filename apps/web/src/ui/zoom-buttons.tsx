import type { ReactNode } from 'react';
import './zoom-buttons.css';

interface ZoomButtonsProps {
  /** Names the group, e.g. "Zoom". */
  label: string;
  className: string;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onReset: () => void;
  canZoomOut: boolean;
  canZoomIn?: boolean;
  canReset: boolean;
  /** The reset button's text, e.g. "Fit" or "Reset zoom". */
  resetLabel: string;
  /** Shown before the buttons (a zoom level) or after them (a hint). */
  before?: ReactNode;
  after?: ReactNode;
}

/** − / + / reset for a zoomable figure: the keyboard's (and anyone's) way to zoom besides gestures. */
export function ZoomButtons(props: ZoomButtonsProps) {
  return (
    <div className={props.className} role="group" aria-label={props.label}>
      {props.before}
      <button
        type="button"
        className="btn btn-small btn-ghost zoom-step"
        aria-label="Zoom out"
        disabled={!props.canZoomOut}
        onClick={props.onZoomOut}
      >
        −
      </button>
      <button
        type="button"
        className="btn btn-small btn-ghost zoom-step"
        aria-label="Zoom in"
        disabled={props.canZoomIn === false}
        onClick={props.onZoomIn}
      >
        +
      </button>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={!props.canReset}
        onClick={props.onReset}
      >
        {props.resetLabel}
      </button>
      {props.after}
    </div>
  );
}
