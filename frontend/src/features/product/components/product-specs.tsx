import { filledSpecs, displaySpecValue } from '@/lib/specs';
import type { ProductSpecs } from '@/types/api';

/** The listing's filled specifications with their units; nothing when it has none. */
export function ProductSpecsTable({ specs }: { specs: ProductSpecs | undefined }) {
  // The rate's basis and minimum stand with the price.
  const rows = filledSpecs(specs).filter(({ field }) => field.key !== 'rateBasis' && field.key !== 'minimumHours');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-specs" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="product-specs" className="font-semibold text-slate-900">
        Specifications
      </h2>
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <tbody>
          {rows.map(({ field, value }) => (
            <tr key={field.key} className="border-t border-slate-100 first:border-t-0">
              <th scope="row" className="w-2/5 py-2 pr-3 align-top font-medium text-slate-600">
                {field.label}
              </th>
              <td className="py-2 align-top break-words text-slate-900">{displaySpecValue(field, value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
