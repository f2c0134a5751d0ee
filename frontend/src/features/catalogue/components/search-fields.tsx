import { Search } from '@/components/ui/icons';
import { useId, type RefObject } from 'react';
import { useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import { SORTS, type Sort } from '../lib/search-params';
import { filterFieldClass as fieldClass } from './category-filters';

/**
 * A list page's search box: the browser's own, uncontrolled (`input`), so a keystroke shows at
 * once and the page decides when the results follow (lib/use-category-url.ts).
 */
export function SearchField({
  input,
  defaultValue,
  onType,
  onBlur,
  label,
}: {
  input: RefObject<HTMLInputElement | null>;
  defaultValue: string;
  onType: (value: string) => void;
  onBlur: () => void;
  label?: string;
}) {
  const t = useMessages('category', texts);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label ?? t.search}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400" aria-hidden="true" />
        <input
          id={id}
          type="search"
          ref={input}
          defaultValue={defaultValue}
          onChange={(e) => onType(e.target.value)}
          onBlur={onBlur}
          placeholder={t.searchPlaceholder}
          enterKeyHint="search"
          // On an Arabic page, an English query starting with a number would read reordered:
          // what is typed takes its direction from its first letter, while the field's own
          // direction (placeholder, the room beside the icon) stays the page's.
          className={`${fieldClass} ps-10 [unicode-bidi:plaintext]`}
        />
      </div>
    </div>
  );
}

/** The sorts; 'Best match' (relevance) only while a word is typed (docs/search.md). */
export function SortField({
  value,
  withRelevance,
  onChange,
}: {
  value: Sort;
  withRelevance: boolean;
  onChange: (value: string) => void;
}) {
  const t = useMessages('category', texts);
  const id = useId();
  const sorts: readonly Sort[] = withRelevance ? ['relevance', ...SORTS] : SORTS;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t.sortBy}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t.sort[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
