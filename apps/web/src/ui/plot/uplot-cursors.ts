import type uPlot from 'uplot';

export interface Cursors {
  a: number | null;
  b: number | null;
}

/** Draws the two measurement cursors as labelled vertical lines (A solid, B dashed). */
export function cursorPlugin(cursors: { current: Cursors }, color: string): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u;
        const { top, height } = u.bbox;
        ctx.save();
        ctx.strokeStyle = color;
        ctx.fillStyle = color;
        ctx.lineWidth = Math.max(1, devicePixelRatio);
        ctx.font = `${12 * devicePixelRatio}px sans-serif`;
        for (const [name, value] of Object.entries(cursors.current)) {
          if (value === null) continue;
          const x = u.valToPos(value, 'x', true);
          if (!Number.isFinite(x)) continue;
          ctx.setLineDash(name === 'a' ? [] : [6 * devicePixelRatio, 4 * devicePixelRatio]);
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, top + height);
          ctx.stroke();
          ctx.fillText(name.toUpperCase(), x + 4 * devicePixelRatio, top + 14 * devicePixelRatio);
        }
        ctx.restore();
      },
    },
  };
}
