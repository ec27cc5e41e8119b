import { validationError } from "../rest/errors.js";

const numericTypes = new Set(["integer", "biginteger", "float", "decimal"]);
const timeTypes = new Set(["datetime", "timestamp"]);

/** Casts a query-string value to the field's type, as Strapi does before it builds SQL. */
export function castValue(type: string, value: unknown, key: string): unknown {
  if (value === null) return null;
  if (numericTypes.has(type)) {
    const number = typeof value === "number" ? value : Number(value);
    if (typeof value === "string" && value.trim() === "") throw validationError(`Invalid value for ${key}`);
    if (Number.isNaN(number)) throw validationError(`Invalid value for ${key}: expected a number`);
    return number;
  }
  if (type === "boolean") {
    if (value === true || value === "true" || value === "1" || value === "t") return true;
    if (value === false || value === "false" || value === "0" || value === "f") return false;
    throw validationError(`Invalid value for ${key}: expected a boolean`);
  }
  if (timeTypes.has(type)) {
    const time = Date.parse(String(value));
    if (Number.isNaN(time)) throw validationError(`Invalid value for ${key}: expected a date`);
    return time;
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function comparable(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (timeTypes.has(type)) return Date.parse(String(value));
  if (type === "json") return JSON.stringify(value);
  return value;
}

const lower = (value: unknown) => String(value).toLowerCase();
const text = (value: unknown) => (value === null ? "" : String(value));
const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);
const isTrue = (value: unknown) => value === true || value === "true" || value === "1";

type Test = (field: unknown, operand: unknown) => boolean;

const ordered = (test: (a: number | string, b: number | string) => boolean): Test => (field, operand) =>
  field !== null && operand !== null && test(field as number | string, operand as number | string);

const tests: Record<string, Test> = {
  $eq: (field, operand) => field === operand,
  $ne: (field, operand) => field !== operand,
  $eqi: (field, operand) => field !== null && lower(field) === lower(operand),
  $nei: (field, operand) => field === null || lower(field) !== lower(operand),
  $lt: ordered((a, b) => a < b),
  $lte: ordered((a, b) => a <= b),
  $gt: ordered((a, b) => a > b),
  $gte: ordered((a, b) => a >= b),
  $contains: (field, operand) => field !== null && text(field).includes(text(operand)),
  $notContains: (field, operand) => field === null || !text(field).includes(text(operand)),
  $containsi: (field, operand) => field !== null && lower(field).includes(lower(operand)),
  $notContainsi: (field, operand) => field === null || !lower(field).includes(lower(operand)),
  $startsWith: (field, operand) => field !== null && text(field).startsWith(text(operand)),
  $startsWithi: (field, operand) => field !== null && lower(field).startsWith(lower(operand)),
  $endsWith: (field, operand) => field !== null && text(field).endsWith(text(operand)),
  $endsWithi: (field, operand) => field !== null && lower(field).endsWith(lower(operand)),
};

export type ScalarPredicate = (value: unknown) => boolean;

/** Compiles `{ $op: operand, … }` (all must hold) for one scalar field of the given type. */
export function compileScalarCondition(type: string, condition: unknown, key: string): ScalarPredicate {
  if (condition === null || typeof condition !== "object" || Array.isArray(condition)) {
    // filters[slug]=home and filters[id]=1,2 (an array) are shorthand for $eq and $in
    return compileScalarCondition(type, Array.isArray(condition) ? { $in: condition } : { $eq: condition }, key);
  }
  const checks = Object.entries(condition).map(([operator, operand]): ScalarPredicate => {
    if (operator === "$null") return (value) => (value === null || value === undefined) === isTrue(operand);
    if (operator === "$notNull") return (value) => (value !== null && value !== undefined) === isTrue(operand);
    if (operator === "$in" || operator === "$notIn") {
      const options = asList(operand).map((item) => castValue(type, item, key));
      const inside = (value: unknown) => options.includes(comparable(type, value));
      return operator === "$in" ? inside : (value) => !inside(value);
    }
    if (operator === "$between") {
      const [low, high] = asList(operand).map((item) => castValue(type, item, key));
      if (low === undefined || high === undefined) throw validationError(`$between on ${key} needs two values`);
      return (value) => {
        const field = comparable(type, value) as number | string | null;
        return field !== null && field >= (low as number | string) && field <= (high as number | string);
      };
    }
    if (operator === "$not") {
      const inner = compileScalarCondition(type, operand, key);
      return (value) => !inner(value);
    }
    const test = tests[operator];
    if (!test) throw validationError(`Invalid key ${operator}`, { key: operator, path: key, source: "query", param: "filters" });
    const cast = castValue(type, operand, key);
    return (value) => test(comparable(type, value ?? null), cast);
  });
  return (value) => checks.every((check) => check(value));
}

export function compareValues(type: string, a: unknown, b: unknown): number {
  const left = comparable(type, a);
  const right = comparable(type, b);
  // NULLs sort first ascending, as SQLite orders them.
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  if (typeof left === "string" && typeof right === "string") return left.localeCompare(right);
  return (left as number) < (right as number) ? -1 : 1;
}
