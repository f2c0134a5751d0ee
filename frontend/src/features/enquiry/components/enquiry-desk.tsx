import { useId } from 'react';
import { DeskStatusLine, useDeskStatus } from '@/components/desks/desk-status';
import { format, useLang, useMessages } from '@/i18n';
import desksText from 'virtual:en/desks';
import type { Desk } from '@/types/api';

const deskName = (desk: Desk, lang: 'en' | 'ar') => (lang === 'ar' && desk.nameAr) || desk.name;

/**
 * Where the list goes (docs/desks.md): the desk's status line, and, only when the list spans
 * desks, a small choice of those desks with the suggested one (most items) picked.
 */
export function EnquiryDesk({
  desk,
  suggested,
  spanned,
  onChoose,
}: {
  desk: Desk;
  suggested: Desk;
  spanned: readonly Desk[];
  onChoose: (id: string) => void;
}) {
  const t = useMessages('desks', desksText);
  const lang = useLang();
  const status = useDeskStatus(desk);
  const hintId = useId();
  return (
    <div className="mt-6">
      {spanned.length > 1 ? (
        <fieldset aria-describedby={hintId} className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 font-medium text-slate-900">{t.choose}</legend>
          <p id={hintId} className="text-sm text-slate-600">
            {format(t.chooseHint, { desk: deskName(suggested, lang) })}
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
            {spanned.map((d) => (
              <label key={d.id} className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="enquiry-desk"
                  value={d.id}
                  checked={d.id === desk.id}
                  onChange={() => onChoose(d.id)}
                  className="size-4 accent-sky-700"
                />
                <span dir="auto">{deskName(d, lang)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <DeskStatusLine line={status.line} state={status.state} className="mt-3" />
    </div>
  );
}
