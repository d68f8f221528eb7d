import type { PartKind } from '@electrobench/contracts/circuits';
import { BIPOLAR_MODELS } from './bipolar';
import { DIODE_MODELS } from './diodes';
import type { LibraryModel } from './library-model';
import { LM358_MODEL } from './lm358';
import { MOSFET_MODELS } from './mosfets';
import { NE555_MODEL } from './ne555';

export const MODEL_LIBRARY: readonly LibraryModel[] = [
  ...DIODE_MODELS,
  ...BIPOLAR_MODELS,
  ...MOSFET_MODELS,
  LM358_MODEL,
  NE555_MODEL,
];

const BY_NAME = new Map(MODEL_LIBRARY.map((model) => [model.name.toUpperCase(), model]));

/** A library model by name, ignoring case as SPICE does. */
export function findLibraryModel(name: string): LibraryModel | undefined {
  return BY_NAME.get(name.trim().toUpperCase());
}

/** Library models a part of this kind can use, for the editor's model picker. */
export function modelsForKind(kind: PartKind): LibraryModel[] {
  return MODEL_LIBRARY.filter((model) => model.kind === kind);
}
