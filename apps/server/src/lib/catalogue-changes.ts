type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Called by every writer of a catalogue table (SMD codes, markings, IC makers, semiconductors,
 * drive faults) once its transaction has committed: every lookup answer cached in this process is
 * dropped before the writer answers, and the lookup cache tells the other instances. Not inside
 * the transaction: a lookup running before the commit would cache the old rows again.
 */
export function catalogueChanged(): void {
  for (const listener of listeners) listener();
}

/** Process-wide: two apps in one process (tests) each drop their answers on the other's writes. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
