import type { LibraryModel } from './library-model';

/*
 * The 555 as behavioural blocks (nodes in pin order: GND, TRIG, OUT, RESET, CTRL, THR, DIS, VCC):
 * - the 5 kΩ divider sets CTRL at 2/3 and the trigger reference at 1/3 of the supply;
 * - comparators and the reset input are steep sigmoids (0..1 V), and the flip-flop is a
 *   sigmoid of its own state with 10 ns of delay, so it is bistable like the real latch: trigger
 *   wins over threshold, RESET below 0.7 V wins over both;
 * - OUT rises to VCC - 1.4 V through 5 Ω (13.1 V at 15 V and 100 mA), DIS sinks through 15 Ω;
 * - RESET is pulled up through 20 kΩ: grounded, it sources 0.25 mA at 5 V and 0.75 mA at 15 V
 *   (TI NE555: 0.4 mA typ, 1.5 mA max with RESET at 0 V); 1.8 kΩ draws the 3 mA supply current at 5 V;
 * - a 10 µA, 100 ns nudge at start-up moves the latch off the balanced state an astable circuit's
 *   operating point sits on; it is far too small to flip a settled latch.
 */
export const NE555_MODEL: LibraryModel = {
  name: 'NE555',
  kind: 'timer555',
  description: 'Bipolar 555 timer',
  source:
    'TI NE555 datasheet: threshold 2/3 VCC, trigger 1/3 VCC, reset 0.7 V, VOH 13.3 V typical at VCC 15 V and 100 mA, supply current 3 mA at 5 V, astable f = 1.44/((RA + 2RB)C)',
  form: 'subckt',
  cards: [
    '.subckt NE555 gnd trig out reset ctrl thr dis vcc',
    'R1 vcc ctrl 5k',
    'R2 ctrl lo 5k',
    'R3 lo gnd 5k',
    'Rq vcc gnd 1.8k',
    'Rpu vcc reset 20k',
    'Bs s gnd V=1/(1+exp(200*(v(trig)-v(lo))))',
    'Br r gnd V=1/(1+exp(200*(v(ctrl)-v(thr))))',
    'Bx x gnd V=1/(1+exp(50*(v(reset,gnd)-0.7)))',
    'Bq qd gnd V=(1-v(x))/(1+exp(-40*(v(s)+(1-v(r))*v(q)-0.5)))',
    'Rl qd q 1k',
    'Cl q gnd 10p',
    'Bo oi gnd V=max(v(vcc,gnd)-1.4,0)/(1+exp(-40*(v(q)-0.5)))',
    'Ro oi out 5',
    'Bd dis gnd I=v(dis,gnd)/15/(1+exp(40*(v(q)-0.5)))',
    'Rd dis gnd 100meg',
    'Ik gnd q PULSE(0 10u 0 10n 10n 100n 1)',
    '.ends NE555',
  ].join('\n'),
};
