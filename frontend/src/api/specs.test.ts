/**
 * The SPA's field table is the one of tests/fixtures/spec_fields.json, field by field, and the
 * forms refuse with its messages: the server's table (tests/unit/spec_fields_fixture_test.cpp)
 * and the database's constraints (tests/integration/spec_fields_schema_test.cpp) are held to
 * the same fixture, so the three copies agree (docs/product-specs.md).
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../../tests/fixtures/spec_fields.json';
import { maxOf, nextYear, SPEC_FIELDS, specFieldsFor, specProblem, type SpecField } from './specs';

type FixtureField = {
  key: string;
  label: string;
  kind: string;
  categories: string[];
  min?: number;
  max?: number | string;
  maxLength?: number;
  choices?: string[];
  unit?: string;
};
const fields: readonly FixtureField[] = fixture.fields;
const messages: Record<string, string> = fixture.messages;

/** A bound: "nextYear" is the current year + 1. */
const bound = (value: number | string | undefined) => (value === 'nextYear' ? nextYear() : value);

/** A fixture message with the field's values in place of {label}, {min}, …. */
function message(name: string, f: FixtureField): string {
  const values: Record<string, string> = {
    label: f.label,
    min: String(f.min),
    max: String(bound(f.max)),
    unit: f.unit ?? '',
    maxLength: String(f.maxLength),
    choices: (f.choices ?? []).join(', '),
  };
  return (messages[name] ?? `(no message ${name})`).replace(/\{(\w+)\}/g, (_, token: string) => values[token] ?? '');
}

const field = (key: string): SpecField => {
  const f = SPEC_FIELDS.find((s) => s.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};

describe('the spec field table', () => {
  it('is the shared fixture, field by field and in its order', () => {
    expect(SPEC_FIELDS.map((f) => f.key)).toEqual(fields.map((f) => f.key));
    for (const want of fields) {
      const have = field(want.key);
      const number = want.kind === 'whole' || want.kind === 'decimal';
      expect(
        {
          label: have.label,
          kind: have.kind,
          categories: [...have.categories].sort(),
          min: number ? have.min : undefined,
          max: number ? maxOf(have) : undefined,
          maxLength: have.maxLength,
          choices: have.choices ? [...have.choices] : undefined,
          unit: have.unit,
        },
        want.key,
      ).toEqual({
        label: want.label,
        kind: want.kind,
        categories: [...want.categories].sort(),
        min: want.min,
        max: bound(want.max),
        maxLength: want.maxLength,
        choices: want.choices,
        unit: want.unit,
      });
    }
  });

  it('gives each category the fixture fields of that category', () => {
    for (const category of ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase']) {
      expect(specFieldsFor(category).map((f) => f.key)).toEqual(
        fields.filter((f) => f.categories.includes(category)).map((f) => f.key),
      );
    }
  });

  it("refuses what each field's rule refuses, with the fixture's messages", () => {
    for (const want of fields) {
      const f = field(want.key);
      const problem = (text: string) => specProblem(f, text);
      if (want.kind === 'text') {
        const n = want.maxLength ?? 0;
        expect(problem('x'.repeat(n)), want.key).toBeNull();
        expect(problem('x'.repeat(n + 1)), want.key).toBe(message('tooLong', want));
      } else if (want.kind === 'choice') {
        for (const c of want.choices ?? []) expect(problem(c), `${want.key} ${c}`).toBeNull();
        expect(problem('not a choice'), want.key).toBe(message('choice', want));
      } else {
        const places = want.kind === 'decimal' ? fixture.decimals : 0;
        const step = 10 ** -places;
        const lo = Number(bound(want.min));
        const hi = Number(bound(want.max));
        const range = message(want.kind === 'decimal' ? 'decimalRange' : 'range', want);
        expect(problem(lo.toFixed(places)), want.key).toBeNull();
        expect(problem(hi.toFixed(places)), want.key).toBeNull();
        expect(problem((lo - step).toFixed(places)), want.key).toBe(range);
        expect(problem((hi + step).toFixed(places)), want.key).toBe(range);
        const finer = (lo + step / 10).toFixed(places + 1);
        expect(problem(finer), want.key).toBe(message(want.kind === 'decimal' ? 'decimals' : 'whole', want));
        expect(problem('twelve'), want.key).toBe(message('notANumber', want));
      }
    }
  });
});
