import type { Element } from './element';

/** Collects elements and hands out unknown indices (node voltages and source branch currents). */
export class CircuitBuilder {
  private count = 0;
  readonly elements: Element[] = [];

  /** A new node or branch-current unknown. */
  unknown(): number {
    return this.count++;
  }

  add<T extends Element>(element: T): T {
    this.elements.push(element);
    return element;
  }

  get size(): number {
    return this.count;
  }
}
