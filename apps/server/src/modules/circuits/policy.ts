/**
 * A saved circuit is private: only its owner may open, change or delete it, admins included.
 * Anyone else is told it does not exist (404), so circuit ids reveal nothing.
 */
export function canUseCircuit(userId: number, circuit: { ownerId: number }): boolean {
  return circuit.ownerId === userId;
}
