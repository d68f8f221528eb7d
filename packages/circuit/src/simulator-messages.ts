import type { CircuitIssue } from './validate';

export interface MessageContext {
  /** Part id of each element, by upper-case element name (from the netlist writer). */
  owners: ReadonlyMap<string, string>;
  /** Node of each pin, by part id. */
  pinNodes: ReadonlyMap<string, readonly string[]>;
}

export interface SimulatorVerdict {
  /** True when ngspice produced no usable result. */
  failed: boolean;
  issues: CircuitIssue[];
}

function partsOnNode(node: string, context: MessageContext): string[] {
  const parts: string[] = [];
  for (const [part, nodes] of context.pinNodes) if (nodes.includes(node)) parts.push(part);
  return parts;
}

function ownerOf(element: string, context: MessageContext): string | undefined {
  return context.owners.get(element.toUpperCase());
}

const FATAL = [
  /circuit not parsed/i,
  /run simulation\(s\) aborted/i,
  /simulation interrupted due to error/i,
  /no writable vector found/i,
  /operating point could not be simulated/i,
  /timestep too small/i,
];

/**
 * Turns ngspice's console lines into messages a user can act on, pointing at a part where one
 * is named: the node of a singular matrix, the element of an unreadable line or missing model.
 */
export function explainSimulatorOutput(lines: readonly string[], context: MessageContext): SimulatorVerdict {
  const text = lines.join('\n');
  const failed = FATAL.some((pattern) => pattern.test(text));
  const severity = failed ? 'error' : 'warning';
  const issues: CircuitIssue[] = [];
  const add = (issue: CircuitIssue) => {
    if (!issues.some((i) => i.message === issue.message)) issues.push(issue);
  };

  for (const match of text.matchAll(/singular matrix:\s+check node (\S+)/gi)) {
    const node = match[1] ?? '';
    const branch = /^(.+)#branch$/i.exec(node);
    if (branch) {
      const partId = ownerOf(branch[1] ?? '', context);
      add({
        severity,
        partId,
        message: `${partId ?? branch[1]} is in a loop of voltage sources or inductors, or is shorted: the simulator cannot decide its current.`,
      });
    } else {
      const parts = partsOnNode(node, context);
      add({
        severity,
        partId: parts[0],
        message: `Node ${node}${parts.length ? ` (at ${parts.join(', ')})` : ''} has no DC path to ground, so its voltage is undefined.`,
      });
    }
  }
  for (const match of text.matchAll(/can't find model '([^']+)' from line\s*\n\s*(\S+)/gi)) {
    const partId = ownerOf(match[2] ?? '', context);
    add({
      severity: 'error',
      partId,
      message: `${partId ?? match[2]}: the simulator has no model called ${match[1]}.`,
    });
  }
  for (const match of text.matchAll(/'(\S+)[^']*' is not a valid \w+ instance line/gi)) {
    const partId = ownerOf(match[1] ?? '', context);
    add({
      severity: 'error',
      partId,
      message: `${partId ?? match[1]}: the simulator could not read this part's line.`,
    });
  }
  const troubleNode = /trouble with node (\S+)/i.exec(text)?.[1];
  if (/timestep too small/i.test(text)) {
    const parts = troubleNode ? partsOnNode(troubleNode, context) : [];
    add({
      severity: 'error',
      partId: parts[0],
      message:
        `The simulation did not converge: the time step became too small${troubleNode ? ` at node ${troubleNode}${parts.length ? ` (${parts.join(', ')})` : ''}` : ''}. ` +
        'Look for ideal switching edges, huge or tiny values, or parts with nothing to limit their current; a smaller time step or a little series resistance often helps.',
    });
  } else if (/gmin stepping failed/i.test(text) && /source stepping failed/i.test(text) && failed) {
    add({
      severity: 'error',
      message:
        'No DC operating point was found: the Newton iteration did not converge. Check for floating nodes and for parts driven far outside their ratings.',
    });
  }
  if (failed && issues.every((i) => i.severity !== 'error')) {
    const firstError = lines.find((line) => /error/i.test(line))?.trim();
    add({ severity: 'error', message: `The simulator stopped: ${firstError ?? 'no result was produced'}.` });
  }
  return { failed, issues };
}
