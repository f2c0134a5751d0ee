import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { format, useMessages } from '@/i18n';
import { addEnquiryItem } from '@/lib/enquiry-list';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import type { PartsMatchLine } from '@/types/api';
import texts from 'virtual:en/partsList';
import { matchParts } from '../api/match-parts';
import { addMissingLines } from '../lib/missing-lines';
import { MAX_PARTS_LINES, readPartsFile, type PartsFileProblem } from '../lib/parts-file';
import { PartsReview, type ReviewResult } from './parts-review';

type Messages = ReturnType<typeof useMessages<'partsList'>>;
type State =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'matching' }
  | { kind: 'review'; lines: PartsMatchLine[] }
  | { kind: 'problem'; message: string }
  | { kind: 'added'; message: string };

const fieldClass =
  'mt-2 w-full rounded-md border border-slate-300 bg-white p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/** The lines to send: as typed, blank ones left in (the server skips them, keeping the numbering). */
const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');

function failure(t: Messages, error: unknown): string {
  if (isApiError(error, 429)) return t.tooMany;
  if (isApiError(error, 400)) return format(t.invalid, { message: error.serverMessage ?? '' });
  if (error instanceof TypeError) return t.network;
  return t.failed;
}

function summary(t: Messages, lines: PartsMatchLine[]) {
  const count = (status: PartsMatchLine['status']) => lines.filter((l) => l.status === status).length;
  return format(t.summary, {
    total: lines.length,
    matched: count('matched'),
    choose: count('choose'),
    missing: count('missing'),
  });
}

/**
 * "Paste a parts list" and "Upload a CSV or XLSX file" (docs/parts-lists.md, "The screens"):
 * the lines go to POST /api/enquiries/match, and the review's choices to the enquiry list.
 * A lazy chunk of the enquiry page (docs/frontend.md, "Parts lists"). The live region says
 * each step's outcome: the counts, a refusal, what was added.
 */
export default function PartsList() {
  const t = useMessages('partsList', texts);
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const count = text.trim() ? linesOf(text).length : 0;
  const tooMany = count > MAX_PARTS_LINES;
  const busy = state.kind === 'reading' || state.kind === 'matching';

  const match = async (lines: string[]) => {
    if (!lines.some((l) => l.trim())) return setState({ kind: 'problem', message: t.empty });
    if (lines.length > MAX_PARTS_LINES) {
      return setState({ kind: 'problem', message: format(t.tooManyLines, { count: lines.length }) });
    }
    setState({ kind: 'matching' });
    try {
      const answer = await matchParts(lines);
      // Only quantities (a line that is only a number is empty): nothing to review.
      setState(answer.lines.length ? { kind: 'review', lines: answer.lines } : { kind: 'problem', message: t.empty });
    } catch (error) {
      setState({ kind: 'problem', message: failure(t, error) });
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: 'reading' });
    const read = await readPartsFile(file);
    if ('problem' in read) return setState({ kind: 'problem', message: t[read.problem satisfies PartsFileProblem] });
    setText(read.lines.join('\n'));
    await match(read.lines);
  };

  const add = ({ products, missing }: ReviewResult) => {
    let full = 0;
    for (const { product, quantity, replaced } of products) {
      const item = { productId: product.id, name: product.name, category: product.category, quantity };
      if (!addEnquiryItem(replaced ? { ...item, replaced } : item)) full++;
    }
    addMissingLines(missing);
    const added = format(t.added, { products: products.length - full, lines: missing.length });
    setState({ kind: 'added', message: full ? `${added} ${format(t.listFull, { count: full })}` : added });
    setText('');
  };

  const said =
    state.kind === 'reading'
      ? t.reading
      : state.kind === 'matching'
        ? t.finding
        : state.kind === 'review'
          ? summary(t, state.lines)
          : state.kind === 'added'
            ? state.message
            : '';

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-slate-600">{t.intro}</p>
      {state.kind === 'review' ? (
        <PartsReview lines={state.lines} onAdd={add} onCancel={() => setState({ kind: 'idle' })} />
      ) : (
        <form
          className="mt-4"
          onSubmit={(e) => {
            e.preventDefault();
            void match(linesOf(text));
          }}
        >
          <label htmlFor={`${id}-paste`} className="block font-medium text-slate-900">
            {t.paste}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t.pasteHint}
          </p>
          <textarea
            id={`${id}-paste`}
            value={text}
            rows={6}
            dir="auto"
            spellCheck={false}
            aria-describedby={`${id}-hint ${id}-count`}
            aria-invalid={tooMany || undefined}
            onChange={(e) => setText(e.target.value)}
            className={cn(fieldClass, 'font-mono text-base')}
          />
          <p id={`${id}-count`} className={cn('text-end text-sm', tooMany ? 'text-red-700' : 'text-slate-600')}>
            {tooMany ? format(t.tooManyLines, { count }) : format(t.lineCount, { count })}
          </p>
          <button
            type="submit"
            disabled={busy || tooMany}
            className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-2 w-full sm:w-auto')}
          >
            {state.kind === 'matching' ? t.finding : t.find}
          </button>
          <div className="mt-6">
            <label htmlFor={`${id}-file`} className="block font-medium text-slate-900">
              {t.upload}
            </label>
            <p id={`${id}-file-hint`} className="text-sm text-slate-600">
              {t.uploadHint}
            </p>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={`${id}-file-hint`}
              disabled={busy}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = ''; // the same file chosen again is read again
              }}
              className="mt-2 block w-full text-base file:me-3 file:h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
            />
          </div>
        </form>
      )}
      {state.kind === 'problem' ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {state.message}
        </p>
      ) : null}
      <p role="status" className={cn('mt-4', said ? 'text-slate-700' : 'sr-only')}>
        {said}
      </p>
    </section>
  );
}
