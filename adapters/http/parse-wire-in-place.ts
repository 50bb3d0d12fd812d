import * as z from 'zod/mini';
import { parseWire } from './parse-wire';

type Schema = z.ZodMiniType;
type Tidy = (value: unknown) => void;

/** A schema's check-only twin, and what to do to the data so it equals what the schema's parse would have returned. */
interface Twin {
  readonly schema: Schema;
  readonly tidy?: Tidy | undefined;
}

// Leaves whose parse returns the input itself (unless coerced or overwritten, refused below).
const sameValue = new Set<string>(['string', 'number', 'boolean', 'null', 'undefined', 'unknown', 'any', 'literal', 'enum']);
// A loose object's catchall copies the unnamed fields; a strict one's ('never') only reports them.
const copyingCatchall = new Set<string>(['unknown', 'any']);

/** The same kind of schema (its checks and error map too) over another definition. */
const rebuilt = <D extends z.core.$ZodTypeDef>(schema: Schema, def: D): Schema => z.clone(schema, def);

function twin(schema: Schema): Twin | undefined {
  const def = schema._zod.def;
  const checks = def.checks ?? [];
  if (sameValue.has(def.type)) {
    const changes = ('coerce' in def && def.coerce === true) || checks.some((check) => check._zod.def.check === 'overwrite');
    return changes ? undefined : { schema };
  }
  // A container's refinements would see the twin's output (without the unnamed fields), not the parse's.
  if (checks.length > 0) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable': {
      const wrapper = def as z.core.$ZodOptionalDef<Schema> | z.core.$ZodNullableDef<Schema>;
      const inner = twin(wrapper.innerType);
      if (inner === undefined) return undefined;
      return { schema: inner.schema === wrapper.innerType ? schema : rebuilt(schema, { ...wrapper, innerType: inner.schema }), tidy: inner.tidy };
    }
    case 'array': {
      const array = def as z.core.$ZodArrayDef<Schema>;
      const element = twin(array.element);
      if (element === undefined) return undefined;
      const tidyElement = element.tidy;
      return {
        schema: element.schema === array.element ? schema : rebuilt(schema, { ...array, element: element.schema }),
        tidy:
          tidyElement &&
          ((value) => {
            if (Array.isArray(value)) for (const item of value) tidyElement(item);
          }),
      };
    }
    case 'union': {
      // Which option matched is not known afterwards, so only options that are their own twins.
      const options = (def as z.core.$ZodUnionDef<readonly Schema[]>).options;
      return options.every((option) => twin(option)?.schema === option) ? { schema } : undefined;
    }
    case 'object':
      return objectTwin(schema, def as z.core.$ZodObjectDef);
    default:
      return undefined;
  }
}

function objectTwin(schema: Schema, def: z.core.$ZodObjectDef): Twin | undefined {
  const catchall = def.catchall?._zod.def.type;
  if (catchall !== undefined && catchall !== 'never' && !copyingCatchall.has(catchall)) return undefined;
  if (Object.getOwnPropertySymbols(def.shape).length > 0 || Object.hasOwn(def.shape, '__proto__')) return undefined;
  const shape: Record<string, Schema> = {};
  const tidies: [string, Tidy][] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const fieldTwin = twin(field as Schema);
    if (fieldTwin === undefined) return undefined;
    shape[key] = fieldTwin.schema;
    if (fieldTwin.tidy) tidies.push([key, fieldTwin.tidy]);
  }
  return {
    schema: rebuilt(schema, { ...def, shape, catchall: catchall === 'never' ? def.catchall : undefined }),
    tidy: (value) => {
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      // zod leaves an own `__proto__` key (JSON.parse makes one) out of its copy.
      if (Object.hasOwn(record, '__proto__')) delete record['__proto__'];
      for (const [key, tidy] of tidies) tidy(record[key]);
    },
  };
}

/**
 * A parser like `parseWire(schema, …)` that returns the data itself instead of zod's deep copy, or undefined when the
 * schema's output may differ from its input (a coercion, default, transform, overwrite or refinement somewhere).
 * The check and its error message are zod's: a twin of the schema names the same fields in strip mode, so no loose
 * object copies the fields it does not name. The data must be the caller's own JSON: it is returned as it came, less
 * any own `__proto__` key, as the parse would have.
 */
export function inPlaceParser<T>(schema: z.ZodMiniType<T>): ((data: unknown, source: string) => T) | undefined {
  const checked = twin(schema as Schema);
  if (checked === undefined) return undefined;
  const { schema: check, tidy } = checked;
  return (data, source) => {
    parseWire(check, data, source);
    tidy?.(data);
    return data as T;
  };
}
