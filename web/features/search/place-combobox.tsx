import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useComboboxKeys } from '../../components/ui/use-combobox-keys';
import { api } from '../../lib/api';
import { useLang } from '../../lib/lang';

/** A suggestion of `GET /place?q=` (server/routes/catalog/place-suggestions.ts). */
type TPlaceSuggestion = {
  type: 'destination' | 'harbour' | 'province' | 'region';
  slug: string;
  name: string;
  destinationName: string;
  region: { es: string; en: string };
};

type TPlaceComboboxProps = {
  /** the input's id, for the field's label */
  id: string;
  /** the place filter as in the URL (a slug or typed text), or null */
  value: string | null;
  /** how to show that place: its name when the search matched it */
  valueLabel: string | null;
  className: string;
  /** what the empty field says; the search bar's "Island, town, harbour or region" by default */
  placeholder?: string;
};

/**
 * The search's place field: a text input that suggests destinations, harbours, provinces and
 * regions as one types (ARIA combobox: arrows move, Enter picks, Escape closes). A suggestion
 * sends its slug; anything else is sent as typed and the search resolves it. Without JavaScript
 * it is a plain text input named `place`.
 */
export function PlaceCombobox({
  id,
  value,
  valueLabel,
  className,
  placeholder,
}: TPlaceComboboxProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const listId = `${id}-list`;
  const initialText = valueLabel ?? value ?? '';
  const [text, setText] = useState(initialText);
  // what the shown text stands for: the filter as it came, or the suggestion picked
  const [chosen, setChosen] = useState(value ? { slug: value, text: initialText } : null);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<TPlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const pick = (place: TPlaceSuggestion) => {
    setText(place.name);
    setChosen({ slug: place.slug, text: place.name });
    setOpen(false);
  };
  const { active, setActive, onKeyDown } = useComboboxKeys({
    open,
    setOpen,
    count: results.length,
    onPick: (index) => pick(results[index]!),
    // Enter with no suggestion highlighted sends the form with the text as typed
    enterSubmits: true,
  });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<TPlaceSuggestion[]>(`/place?q=${encodeURIComponent(text.trim())}&limit=10`, {
          signal: controller.signal,
        })
        .then((found) => {
          setResults(found);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setResults([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text, setActive]);

  const detail = (place: TPlaceSuggestion) =>
    t(`search.bar.placeTypes.${place.type}`, { region: place.region[lang] });
  const noMatch = !loading && results.length === 0 && text.trim() !== '';
  const shown = open && (results.length > 0 || noMatch);
  const submitted = chosen && text === chosen.text ? chosen.slug : text;

  return (
    <div className="relative">
      <input
        id={id}
        // before hydration (or without JavaScript) the text itself is the filter
        name={hydrated ? undefined : 'place'}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={placeholder ?? t('search.bar.placePlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={`${className} cursor-text text-ellipsis`}
      />
      {hydrated && <input type="hidden" name="place" value={submitted} />}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.bar.placeSuggestions')}
        hidden={!shown}
        className="absolute left-0 z-30 mt-2 max-h-80 w-[max(100%,20rem)] overflow-y-auto rounded-2xl bg-white p-1.5 text-left shadow-float ring-1 ring-ink-900/10"
      >
        {results.map((place, index) => (
          <li
            key={`${place.type}-${place.slug}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // keeps the focus in the input, so the click lands before the list closes
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer truncate rounded-xl px-3 py-2.5 text-[15px] ${index === active ? 'bg-sea-50' : ''}`}
          >
            <span className="font-semibold text-ink-900">{place.name}</span>
            <span className="text-ink-500"> · {detail(place)}</span>
          </li>
        ))}
        {noMatch && (
          <li role="presentation" className="px-3 py-3 text-sm text-ink-500">
            {t('search.bar.placeNoMatch', { text: text.trim() })}
          </li>
        )}
      </ul>
    </div>
  );
}
