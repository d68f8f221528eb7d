import type { PartKind } from '@electrobench/contracts/circuits';

/**
 * A service part's SPICE model, written for this project from figures in the part's datasheet
 * (the test beside each family re-measures those figures with ngspice).
 */
export interface LibraryModel {
  name: string;
  kind: PartKind;
  description: string;
  /** The datasheet the fitted figures come from. */
  source: string;
  /** A .model card, or a .subckt block whose nodes follow the part kind's pin order. */
  form: 'model' | 'subckt';
  cards: string;
}
