/**
 * The members of zod this codebase uses, and only those: `./index.ts` makes them the `z`
 * namespace. A member that is missing here is a type error where it is used; add it here.
 */
export type { infer } from 'zod';
export {
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum,
  input,
  iso,
  literal,
  NEVER,
  null,
  number,
  object,
  output,
  partialRecord,
  record,
  strictObject,
  string,
  stringbool,
  undefined,
  union,
  unknown,
  url,
  uuid,
  ZodType,
} from 'zod';
