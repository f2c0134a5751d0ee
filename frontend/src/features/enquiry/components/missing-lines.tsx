import { Trash2 } from './trash-icon';
import { format, useMessages } from '@/i18n';
import texts from 'virtual:en/partsList';
import { removeMissingLine, type MissingLine } from '../lib/missing-lines';

/** A line sent as typed: its text, its quantity, and a button that removes it. */
export function MissingLineRow({
  line,
  onRemove,
  ...attributes
}: { line: MissingLine; onRemove: () => void } & Record<`data-${string}`, number>) {
  const t = useMessages('partsList', texts);
  return (
    <li className="flex items-center gap-3 py-2" {...attributes}>
      <span dir="auto" className="min-w-0 flex-1 break-words text-slate-900">
        {line.text}
      </span>
      <span className="text-slate-700">{format(t.quantity, { count: line.quantity })}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={format(t.removeLine, { item: line.text })}
        className="grid size-11 place-items-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The list's lines that are not in the catalogue (docs/parts-lists.md): sent as typed, removable. */
export function MissingLines({ lines }: { lines: readonly MissingLine[] }) {
  const t = useMessages('partsList', texts);
  return (
    <section
      aria-labelledby="enquiry-missing"
      aria-describedby="enquiry-missing-hint"
      className="rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm sm:px-6"
    >
      <h2 id="enquiry-missing" className="pt-3 text-lg font-semibold text-slate-900">
        {t.notInCatalogue}
      </h2>
      <p id="enquiry-missing-hint" className="text-sm text-slate-600">
        {t.notInCatalogueHint}
      </p>
      <ul className="divide-y divide-slate-200">
        {lines.map((l, i) => (
          <MissingLineRow key={`${i}-${l.text}`} line={l} onRemove={() => removeMissingLine(i)} data-missing-line={i} />
        ))}
      </ul>
    </section>
  );
}
