/**
 * fast-check arbitraries for an operation's input, built from the JSON Schema its zod schema
 * gives: values of the declared shape (most pass validation), and hostile ones (wrong types,
 * control characters, huge numbers, very long text).
 */
import fc from 'fast-check';
import { z } from 'zod';

type Schema = {
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

const INT4_MAX = 2 ** 31 - 1;

/** Text a person would not type but an attacker or a broken client sends. */
export const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\ud800', "'; DROP TABLE logs; --", '%00'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
);

const hostileNumber = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0.5,
);

/** Any JSON value at all. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

function resolve(schema: Schema, root: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  return resolve(root.$defs?.[name] ?? {}, root);
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === 'string',
  );
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc
      .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2100-01-01') })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const last = patterns.at(-1);
  if (last) return fc.stringMatching(new RegExp(last));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -INT4_MAX : -1e6);
  const max = schema.maximum ?? (integer ? INT4_MAX : 1e6);
  return integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true });
}

/** Values of the schema's shape. */
export function arbitraryOf(schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, root, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model = Object.fromEntries(
        Object.entries(props).map(([key, value]) => [key, arbitraryOf(value, root, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: Object.keys(props).filter((key) => required.has(key)) });
    }
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, root, depth + 1) : anyJson, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 5),
      });
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return depth > 2 ? fc.constant(null) : anyJson;
  }
}

/** A value of the shape with one field, somewhere, made hostile. */
function hostileOf(schema: Schema, root: Schema): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.[0])
    return hostileOf(choices.find((c) => resolve(c, root).type !== 'null') ?? choices[0], root);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' && s.properties && Object.keys(s.properties).length > 0) {
    const keys = Object.keys(s.properties);
    return fc
      .tuple(arbitraryOf(s, root) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...keys))
      .chain(([value, key]) =>
        hostileOf(s.properties?.[key] ?? {}, root).map((bad) => ({ ...value, [key]: bad })),
      );
  }
  if (type === 'integer' || type === 'number') return fc.oneof(hostileNumber, hostileText);
  return fc.oneof(hostileText, hostileNumber, anyJson);
}

export interface InputArbitraries {
  valid: fc.Arbitrary<unknown>;
  hostile: fc.Arbitrary<unknown>;
}

/** Both kinds of input for a zod schema, as a client sends it (the input side). */
export function inputsOf(schema: z.ZodType): InputArbitraries {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  return {
    valid: arbitraryOf(json),
    hostile: fc.oneof(hostileOf(json, json), anyJson, hostileText),
  };
}
