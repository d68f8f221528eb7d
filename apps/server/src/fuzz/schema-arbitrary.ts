import fc from 'fast-check';
import { z } from 'zod';
import { naughtyValue, spliced } from './naughty-values';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** The JSON Schema of a route's zod schema as a client would send it (input side). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, minLength + 60);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= maxLength);
    } catch {
      // A pattern fast-check cannot read falls back to plain text; the server then answers 422.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
}

/** Values of the right shape, mostly valid and sometimes just outside the bounds. */
function validArbitrary(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((u) => schemaArbitrary(u, depth)));
  if (s.allOf?.[0]) return schemaArbitrary(s.allOf[0], depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 4) return fc.constant([]);
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => schemaArbitrary(p, depth + 1)));
      return fc.array(schemaArbitrary(s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, (s.minItems ?? 0) + 5),
      });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) model[key] = schemaArbitrary(value, depth + 1);
      const required = (s.required ?? []).filter((k) => k in properties);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return naughtyValue;
  }
}

/**
 * fast-check arbitrary for one JSON Schema: four in five leaves follow the schema, the rest are
 * naughty (NUL, lone surrogates, huge numbers, wrong types) or a valid string with one spliced in,
 * so both the validators and the handlers behind them are reached.
 */
export function schemaArbitrary(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(s, depth);
  const isString = s.type === 'string' && !s.enum && s.const === undefined;
  const mixed = [
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: naughtyValue },
    ...(isString ? [{ weight: 2, arbitrary: spliced(stringArbitrary(s)) }] : []),
  ];
  return fc.oneof(...mixed);
}
