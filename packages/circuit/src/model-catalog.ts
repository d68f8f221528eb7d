import { findLibraryModel } from './models/model-library';
import { readModelCards } from './spice-cards';

export interface ResolvedModel {
  name: string;
  form: 'model' | 'subckt';
  /** D, NPN, PNP, NMOS, PMOS... for .model cards; SUBCKT for subcircuits. */
  type: string;
  /** External nodes of a subcircuit. */
  nodes: number;
  cards: string;
}

export interface ModelCatalog {
  find: (name: string) => ResolvedModel | undefined;
}

const LIBRARY_TYPES: Readonly<Record<string, string>> = {
  diode: 'D',
  zener: 'D',
  led: 'D',
  npn: 'NPN',
  pnp: 'PNP',
};

/** Models the circuit may name: its own cards (an imported netlist's) first, then the library. */
export function modelCatalog(extraCards: string | undefined): ModelCatalog {
  const own = new Map(
    readModelCards(extraCards ?? '').map((card) => [
      card.name.toUpperCase(),
      {
        name: card.name,
        form: card.type === 'SUBCKT' ? ('subckt' as const) : ('model' as const),
        type: card.type,
        nodes: card.nodes,
        cards: card.text,
      },
    ]),
  );
  return {
    find(name) {
      const mine = own.get(name.trim().toUpperCase());
      if (mine) return mine;
      const library = findLibraryModel(name);
      if (!library) return undefined;
      const subcircuit = library.form === 'subckt';
      return {
        name: library.name,
        form: library.form,
        type: subcircuit ? 'SUBCKT' : (LIBRARY_TYPES[library.kind] ?? 'D'),
        nodes: subcircuit
          ? (/^\.subckt\s+\S+\s+([^\n]*)/i.exec(library.cards)?.[1]?.trim().split(/\s+/).length ?? 0)
          : 0,
        cards: library.cards,
      };
    },
  };
}
