import { useMessages, type Catalogue } from '@/i18n';
import specTexts from 'virtual:en/specs';
import { filledSpecs, type SpecField } from '@/api/specs';
import type { Product, ProductSpecs } from '@/types/api';

type SpecTexts = Catalogue['specs'];

/** A value as the page shows it, in the page's language: "24.5 m", "12", "Crew boat", "Dubai Marina". */
export function specValueText(f: SpecField, value: string | number, t: SpecTexts): string {
  if (typeof value === 'string')
    return f.kind === 'choice' ? (t.choices[value as keyof SpecTexts['choices']] ?? value) : value;
  return f.unit ? `${value} ${t.units[f.unit as keyof SpecTexts['units']] ?? f.unit}` : String(value);
}

/** "Minimum 3 hours" under an hourly price (nothing without a minimum). */
export const minimumHoursText = (specs: ProductSpecs | undefined, t: SpecTexts) =>
  specs?.minimumHours
    ? (specs.minimumHours === 1 ? t.minimumHour : t.minimumHours).replace('{n}', String(specs.minimumHours))
    : '';

/**
 * The listing's filled specifications with their units, then its SKU and part numbers
 * (docs/search.md, "Part fields"); nothing when it has none.
 */
export function ProductSpecsTable({
  specs,
  title,
  parts = {},
}: {
  specs: ProductSpecs | undefined;
  title: string;
  parts?: Pick<Product, 'sku' | 'partNumbers'>;
}) {
  const t = useMessages('specs', specTexts);
  // The rate's basis and minimum stand with the price.
  const filled = filledSpecs(specs).filter(({ field }) => field.key !== 'rateBasis' && field.key !== 'minimumHours');
  const rows: { key: string; label: string; text: string }[] = filled.map(({ field, value }) => ({
    key: field.key,
    label: t.labels[field.key],
    text: specValueText(field, value, t),
  }));
  if (parts.sku) rows.push({ key: 'sku', label: t.sku, text: parts.sku });
  if (parts.partNumbers?.length)
    rows.push({ key: 'partNumbers', label: t.partNumbers, text: parts.partNumbers.join(', ') });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-specs" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="product-specs" className="font-semibold text-slate-900">
        {title}
      </h2>
      <table className="mt-3 w-full table-fixed text-start text-sm">
        <tbody>
          {rows.map(({ key, label, text }) => (
            <tr key={key} className="border-t border-slate-100 first:border-t-0">
              <th scope="row" className="w-2/5 py-2 pe-3 align-top font-medium text-slate-600">
                {label}
              </th>
              <td className="py-2 align-top break-words text-slate-900">
                {/* Model names, part numbers and the like keep their own direction in Arabic text. */}
                <bdi>{text}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
