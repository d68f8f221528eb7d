import { numbered } from './question';

export const RESISTOR_QUESTIONS = numbered('resistors', [
  {
    prompt: 'A resistor has the bands brown, black, red, gold. What is it?',
    choices: ['102 Ω ±5 %', '1 kΩ ±5 %', '10 kΩ ±10 %', '120 Ω ±5 %'],
    answer: 1,
    explanation: 'Brown = 1, black = 0, red = ×100, gold = ±5 %: 10 × 100 = 1000 Ω.',
  },
  {
    prompt: 'What value do the bands yellow, violet, orange stand for?',
    choices: ['4.7 kΩ', '47 kΩ', '470 Ω', '473 Ω'],
    answer: 1,
    explanation: 'Yellow = 4, violet = 7, orange = ×1000: 47 × 1000 = 47 kΩ.',
  },
  {
    prompt: 'Two 1 kΩ resistors are connected in parallel. What is the total?',
    choices: ['2 kΩ', '1 kΩ', '500 Ω', '250 Ω'],
    answer: 2,
    explanation: 'R = R1·R2 / (R1 + R2) = 1000 × 1000 / 2000 = 500 Ω. Equal resistors in parallel halve.',
  },
  {
    prompt: 'How much power does a 100 Ω resistor dissipate with 5 V across it?',
    choices: ['50 mW', '250 mW', '500 mW', '20 W'],
    answer: 1,
    explanation:
      'P = V² / R = 25 / 100 = 0.25 W. A 0.25 W part would run at its limit; buy 0.5 W for margin.',
  },
  {
    prompt: 'What does “4K7” printed on a schematic mean?',
    choices: ['47 kΩ', '4.7 kΩ', '4 kΩ at 7 % tolerance', '470 Ω'],
    answer: 1,
    explanation:
      'The multiplier letter stands in for the decimal point so it cannot be lost in copying: 4K7 = 4.7 kΩ, 2R2 = 2.2 Ω, 1M5 = 1.5 MΩ.',
  },
  {
    prompt: 'An SMD resistor is marked “103”. What is its value?',
    choices: ['103 Ω', '10 kΩ', '1 kΩ', '100 kΩ'],
    answer: 1,
    explanation: 'Three-digit code: two digits then the number of zeros. 10 followed by 3 zeros = 10 000 Ω.',
  },
  {
    prompt: 'How many values per decade are in the E12 series, and what tolerance do they suit?',
    choices: ['12 values, ±10 %', '12 values, ±1 %', '24 values, ±5 %', '96 values, ±1 %'],
    answer: 0,
    explanation:
      'E12 (1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2) spaces values so ±10 % parts cover the whole decade. E24 suits ±5 % and E96 ±1 %.',
  },
  {
    prompt:
      'A 10 kΩ resistor has a temperature coefficient of 100 ppm/K. By how much does it change if it warms by 50 K?',
    choices: ['0.5 Ω', '5 Ω', '50 Ω', '500 Ω'],
    answer: 2,
    explanation: 'ΔR = R × TC × ΔT = 10 000 × 100 × 10⁻⁶ × 50 = 50 Ω (0.5 %).',
  },
  {
    prompt: 'Two 10 kΩ resistors in series across 12 V. What is the voltage at their junction?',
    choices: ['12 V', '6 V', '4 V', '0 V'],
    answer: 1,
    explanation:
      'V_out = V_in × R2 / (R1 + R2) = 12 × 10k / 20k = 6 V, as long as nothing loads the junction.',
  },
]);
