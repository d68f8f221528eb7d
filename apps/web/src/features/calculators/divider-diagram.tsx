/** Schematic of the divider: Vin at the top, R1, the output node, R2 to ground, optional load. */
export function DividerDiagram({ loaded }: { loaded: boolean }) {
  const stroke = 'currentColor';
  return (
    <figure className="calc-figure calc-divider">
      <svg
        viewBox="0 0 220 200"
        role="img"
        aria-label={`Voltage divider: R1 on top, R2 below${loaded ? ', load across R2' : ''}`}
      >
        <g stroke={stroke} strokeWidth="2" fill="none">
          <line x1="60" y1="10" x2="60" y2="35" />
          <rect x="48" y="35" width="24" height="50" />
          <line x1="60" y1="85" x2="60" y2="115" />
          <rect x="48" y="115" width="24" height="50" />
          <line x1="60" y1="165" x2="60" y2="190" />
          <line x1="40" y1="190" x2="80" y2="190" />
          <line x1="60" y1="100" x2="150" y2="100" />
          {loaded ? (
            <>
              <line x1="130" y1="100" x2="130" y2="115" />
              <rect x="118" y="115" width="24" height="50" strokeDasharray="4 3" />
              <line x1="130" y1="165" x2="130" y2="190" />
              <line x1="60" y1="190" x2="130" y2="190" />
            </>
          ) : null}
        </g>
        <circle cx="60" cy="100" r="3.5" fill={stroke} />
        <g fill={stroke} fontSize="13" fontFamily="inherit">
          <text x="68" y="16">
            Vin
          </text>
          <text x="80" y="64">
            R1
          </text>
          <text x="80" y="144">
            R2
          </text>
          <text x="155" y="104">
            Vout
          </text>
          {loaded ? (
            <text x="146" y="150">
              Load
            </text>
          ) : null}
        </g>
      </svg>
    </figure>
  );
}
