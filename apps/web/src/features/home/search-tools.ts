import type { Tool } from '@electrobench/contracts/tools';

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '');
}

/** Tools whose name, group, description or keywords contain every word of the query. */
export function searchTools(tools: readonly Tool[], query: string): Tool[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tools];
  return tools.filter((tool) => {
    const haystack = normalise([tool.name, tool.group, tool.description, ...tool.keywords].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
