import { LoaderCircle, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/field';
import { useComboboxKeys } from '../../../components/ui/use-combobox-keys';
import { useLang } from '../../../lib/lang';
import { searchHarbours, type THarbourOption } from '../api';
import {
  describedBy,
  hintClass,
  inputBase,
  inputTone,
  labelClass,
} from '../../../components/ui/field-styles';

type THarbourComboboxProps = {
  label: string;
  hint: string;
  placeholder: string;
  noResults: string;
  /** the chosen harbour, or null */
  value: THarbourOption | null;
  onChange: (harbour: THarbourOption) => void;
  onBlur?: () => void;
  name: string;
  error?: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
};

const label = (h: THarbourOption) => `${h.name} · ${h.area}`;

/**
 * A searchable list of harbours (ARIA combobox): typing asks `GET /place?q=` for matching
 * harbours; arrows move, Enter picks, Escape closes.
 */
export function HarbourCombobox({
  label: fieldLabel,
  hint,
  placeholder,
  noResults,
  value,
  onChange,
  onBlur,
  name,
  error,
  inputRef,
}: THarbourComboboxProps) {
  const lang = useLang();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ? label(value) : '');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<THarbourOption[]>([]);
  const [loading, setLoading] = useState(false);
  const query = useRef<string | null>(null);

  const pick = (harbour: THarbourOption) => {
    onChange(harbour);
    setText(label(harbour));
    query.current = null;
    setOpen(false);
  };
  const { active, setActive, onKeyDown } = useComboboxKeys({
    open,
    setOpen,
    count: results.length,
    onPick: (index) => pick(results[index]!),
  });

  const chosen = value ? label(value) : '';
  useEffect(() => setText(chosen), [chosen]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const q = query.current ?? '';
    const timer = setTimeout(() => {
      setLoading(true);
      searchHarbours(q, lang, controller.signal)
        .then((found) => {
          setResults(found);
          setActive(found.length > 0 ? 0 : -1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setResults([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 180);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text, lang, setActive]);

  return (
    <div className="relative">
      <label htmlFor={id} className={`mb-1.5 block ${labelClass}`}>
        {fieldLabel}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute inset-y-0 left-3.5 my-auto h-4 w-4 text-ink-500"
          aria-hidden="true"
        />
        <input
          id={id}
          ref={inputRef}
          name={name}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? `${id}-error` : `${id}-hint`)}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            query.current = event.target.value;
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // a click on an option lands before this closes the list
            setTimeout(() => {
              setOpen(false);
              setText(value ? label(value) : '');
              query.current = null;
            }, 150);
            onBlur?.();
          }}
          className={`${inputBase} ${inputTone(!!error)} pr-10 pl-10`}
        />
        {loading && open && (
          <LoaderCircle
            className="absolute inset-y-0 right-3.5 my-auto h-4 w-4 animate-spin text-ink-500"
            aria-hidden="true"
          />
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={fieldLabel}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-2 max-h-72 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-float ring-1 ring-ink-900/10"
      >
        {results.map((harbour, index) => (
          <li
            key={harbour.slug}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={value?.slug === harbour.slug}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(harbour)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ${index === active ? 'bg-sea-50' : ''}`}
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-700">
              <MapPin className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-[15px] font-semibold text-ink-900">
                {harbour.name}
              </span>
              <span className="block truncate text-sm text-ink-500">{harbour.area}</span>
            </span>
          </li>
        ))}
        {!loading && results.length === 0 && (
          <li role="presentation" className="px-3 py-3 text-sm text-ink-500">
            {noResults}
          </li>
        )}
      </ul>
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
