import { useLang, useMessages, format } from '@/i18n';
import { CURRENCY_AR } from '@/config/site';
import { formatAmount, formatPrice } from '@/lib/format';
import type { CharterQuote } from '@/types/api';
import texts from 'virtual:en/charter';

/** The server's itemised estimate as it answered (the SPA never prices: docs/charter.md). */
export function QuoteEstimate({ quote, stale }: { quote: CharterQuote; stale: boolean }) {
  const t = useMessages('charter', texts);
  const lang = useLang();
  const amount = (a: string) => (
    <td className="py-1.5 text-end whitespace-nowrap tabular-nums">
      {lang === 'ar' ? (
        // The amount reads left to right inside the Arabic text (docs/arabic.md: Latin digits).
        <>
          <bdi dir="ltr">{formatAmount(a)}</bdi>
          {`\u00a0${CURRENCY_AR}`}
        </>
      ) : (
        formatPrice(a, lang)
      )}
    </td>
  );
  const total = (label: string, a: string, strong = false) => (
    <tr className={strong ? 'font-bold text-slate-900' : undefined}>
      <th scope="row" className="py-1.5 text-start font-medium">
        {label}
      </th>
      {amount(a)}
    </tr>
  );
  return (
    <table
      className="w-full text-sm text-slate-800 data-[stale=true]:opacity-60"
      data-stale={stale}
      aria-busy={stale}
      data-testid="charter-estimate"
    >
      <caption className="text-start text-base font-semibold text-slate-900">
        {t.estimate}{' '}
        <span className="text-sm font-normal text-slate-700">
          ({format(t.hoursCharged, { hours: quote.hoursCharged })})
        </span>
      </caption>
      <tbody className="divide-y divide-slate-200">
        {quote.lines.map((line, i) => (
          <tr key={i} data-kind={line.kind}>
            <td dir="auto" className="py-1.5 pe-3">
              {line.label}
            </td>
            {amount(line.amount)}
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-300">
        {total(t.subtotal, quote.subtotal)}
        {total(t.vat, quote.vat)}
        {total(t.total, quote.total, true)}
        {total(t.deposit, quote.deposit)}
      </tfoot>
    </table>
  );
}
