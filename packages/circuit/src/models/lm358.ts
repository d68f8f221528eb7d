import type { LibraryModel } from './library-model';

/*
 * One LM358 amplifier as a behavioural macro model (nodes +in, -in, V+, V-, out), sized from the
 * datasheet's typical figures rather than its transistor schematic:
 * - input stage: a transconductance that saturates at 9 µA into a 30 pF compensation capacitor,
 *   so the slew rate is 9 µA / 30 pF = 0.3 V/µs, and gm = 9 µA / 68 mV puts the unity-gain
 *   frequency at gm / (2π·30 pF) = 0.7 MHz;
 * - 758 MΩ on the gain node makes the DC gain gm·R = 100 dB (100 V/mV);
 * - the gain node is clamped 1.95 V below V+ (VOH = 28 V at 30 V supply, 10 kΩ load) and a few
 *   millivolts above V- (the output reaches ground, VOL ≈ 5 mV);
 * - the output sources up to 40 mA and sinks 20 mA (short-circuit figures), 20 Ω output
 *   resistance; PNP inputs push 20 nA bias current out of each input; 0.35 mA supply current.
 */
export const LM358_MODEL: LibraryModel = {
  name: 'LM358',
  kind: 'opamp',
  description: 'Single-supply op-amp (one of the two), 0.7 MHz, 0.3 V/µs',
  source:
    'TI LM358 datasheet (typical): AVD 100 V/mV, unity-gain bandwidth 0.7 MHz, slew rate 0.3 V/µs, VOH 28 V at VCC 30 V and 10 kΩ, IIB 20 nA, short-circuit 40 mA',
  form: 'subckt',
  cards: [
    '.subckt LM358 inp inn vcc vee out',
    'Ibp vcc inp 20n',
    'Ibn vcc inn 20n',
    'Rq vcc vee 14k',
    'Bref ref 0 V=(v(vcc)+v(vee))/2',
    'Bgm ref n1 I=9u*tanh((v(inp)-v(inn))/0.068)',
    'Rg n1 ref 758meg',
    'Cc n1 ref 30p',
    'Vhi vcc hi 1.95',
    'Vlo lo vee 0.065',
    'D1 n1 hi LM358_CLAMP',
    'D2 lo n1 LM358_CLAMP',
    'Bsrc vcc out I=0.04*max(tanh((v(n1)-v(out))/0.8),0)',
    'Bsnk out vee I=0.02*max(-tanh((v(n1)-v(out))/0.8),0)',
    '.model LM358_CLAMP D(IS=1e-15 N=0.1)',
    '.ends LM358',
  ].join('\n'),
};
