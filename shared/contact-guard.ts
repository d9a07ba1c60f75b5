/**
 * Spec §5: "Inbox messages must not contain phone numbers or emails before the reservation is
 * confirmed" (PRODUCT.md §5). `findContactDetails` tells whether a message shares a way to reach
 * someone outside Marea, disguises included: digits spaced out or split by dots and dashes,
 * international prefixes, numbers written in words (Spanish and English), "arroba"/"at" and
 * "punto"/"dot". Ordinary numbers (prices, dates, times, lengths, counts) pass: they are taken out
 * before the digits are counted. The server refuses what this finds; the composer warns early.
 */

export type TContactKind = 'phone' | 'email';

/** Fewest digits of a phone number (Spain: 9; most countries 8–12 without the prefix). */
const phoneDigits = 9;

const units: Record<string, number> = {
  cero: 0,
  zero: 0,
  oh: 0,
  uno: 1,
  una: 1,
  un: 1,
  one: 1,
  dos: 2,
  two: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  seven: 7,
  ocho: 8,
  eight: 8,
  nueve: 9,
  nine: 9,
};

const teensAndTens: Record<string, number> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const hundreds: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};

/** Words that say "here is how to reach me": with them, digits spread over a message count. */
const contactWords =
  /\b(telefono|tlf|tfno|tel|movil|celular|whats ?app|wasap|wassap|whatsap|telegram|signal|llamame|llamar|llamanos|escribeme|mi numero|el numero|phone|mobile|cell|call me|text me|my number|email|e-mail|correo|mail)\b/;

const emailProviders =
  '(gmail|googlemail|hotmail|outlook|yahoo|icloud|live|msn|proton(?:mail)?|gmx|aol|me)';

/** Lower case, no accents, one kind of space. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ');
}

/** Numbers written in words become digits: "seis cero cero" → "6 0 0", "treinta y dos" → "32". */
function wordsToDigits(text: string): string {
  // words and what lies between them, kept: "treinta y dos" → treinta, ' ', y, ' ', dos
  const tokens = text.split(/([^a-z]+)/);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    let value: number | undefined = units[word] ?? teensAndTens[word] ?? hundreds[word];
    if (value === undefined) {
      out.push(word);
      continue;
    }
    // "seiscientos doce", "treinta y dos", "twenty-one", "ciento veinte"
    let j = i;
    const next = (k: number) => tokens[k + 2];
    if (value >= 100) {
      const after = next(j);
      const more = after ? (teensAndTens[after] ?? units[after]) : undefined;
      if (after && more !== undefined) {
        value += more;
        j += 2;
      }
    }
    if (value % 10 === 0 && value >= 20) {
      if (next(j) === 'y' && tokens[j + 4] && units[tokens[j + 4]!] !== undefined) {
        value += units[tokens[j + 4]!]!;
        j += 4;
      } else if (tokens[j + 1] === '-' && next(j) && units[next(j)!] !== undefined) {
        value += units[next(j)!]!;
        j += 2;
      }
    }
    out.push(String(value));
    i = j;
  }
  return out.join('');
}

/**
 * The ordinary numbers of a boat conversation, taken out before counting digits: dates, times,
 * money, lengths and other measures, counts of people, days and so on.
 */
const ordinaryNumbers: RegExp[] = [
  // dates: 15/07/2026, 15-07-26, 2026-07-15, 15.07.2026, 24/06 (not inside a longer number)
  /(?<!\d[\s.\-/]?)(0?[1-9]|[12]\d|3[01])[/.-](0?[1-9]|1[0-2])[/.-](\d{4}|\d{2})(?![\s.\-/]?\d)/g,
  /(?<!\d[\s.\-/]?)(19|20)\d{2}-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])(?![\s.\-/]?\d)/g,
  /(?<!\d[\s.\-/]?)(0?[1-9]|[12]\d|3[01])\/(0?[1-9]|1[0-2])(?![\s.\-/]?\d)/g,
  // times: 10:00, 18.30 h, 9h, 10am
  /\b\d{1,2}[:.h]\d{2}\s*(h|hrs|horas|am|pm)?\b/g,
  /\b\d{1,2}\s*(h|am|pm)\b/g,
  // money: 1.500 €, 1500,50 euros, €300, 20 %
  /(€|eur|euros?)\s*\d[\d.,\s]*/g,
  /\d[\d.,]*\s*(€|eur\b|euros?\b|%|por ?ciento|percent)/g,
  // measures and counts: 12 m, 40 pies, 250 cv, 2 cabinas, 8 personas, 3 dias…
  /\d[\d.,]*\s*(m|mts?|metros?|pies|ft|feet|foot|nudos|kn|knots?|cv|hp|kw|l|litros?|liters?|litres?|millas?|miles?|nm|km|kg|personas?|people|persons?|pax|adultos?|adults?|ninos?|kids?|children|plazas?|places?|cabinas?|cabins?|camarotes?|banos?|baths?|bathrooms?|literas?|berths?|dias?|days?|noches?|nights?|semanas?|weeks?|horas?|hours?|minutos?|minutes?|mins?|anos?|years?|barcos?|boats?)\b/g,
  // years and ordinals on their own: "en 2019", "el 3º"
  /\b(19|20)\d{2}\b/g,
];

function stripOrdinary(text: string): string {
  return ordinaryNumbers.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
}

/** The longest run of digits joined only by spaces, dots, dashes, slashes, brackets or a plus. */
function longestDigitRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/[+(]?\d[\d\s.\-()/+]*\d/g) ?? []) {
    longest = Math.max(longest, run.replace(/\D/g, '').length);
  }
  return longest;
}

function hasEmail(text: string): boolean {
  // the plain address, and one with spaces around its @ and dots
  if (/[a-z0-9._%+-]+\s*@\s*[a-z0-9-]+(\s*\.\s*[a-z0-9-]+)+/.test(text)) return true;
  // "juan arroba gmail punto com", "juan (at) gmail [dot] com", "juan at gmail dot com"
  const spelled = text
    .replace(/[([{<]\s*(arroba|at)\s*[)\]}>]/g, ' @ ')
    .replace(/[([{<]\s*(punto|dot)\s*[)\]}>]/g, ' . ')
    .replace(/\s(arroba|at)\s/g, ' @ ')
    .replace(/\s(punto|dot)\s/g, ' . ');
  if (
    /[a-z0-9._%+-]+\s*@\s*[a-z0-9-]+(\s*\.\s*(com|es|net|org|eu|io|me|co|info|cat|fr|de|it|uk|pt|nl)\b)/.test(
      spelled,
    )
  )
    return true;
  // "juan at gmail", "juanperez gmail com", "juan@ gmail"
  if (new RegExp(`(@|\\bat\\b|\\barroba\\b)\\s*${emailProviders}\\b`).test(spelled)) return true;
  return new RegExp(`\\b${emailProviders}\\s*(\\.|\\s)\\s*(com|es|net|co\\.uk|fr|de)\\b`).test(
    spelled,
  );
}

/** Single digits in a row, commas allowed between them: "6 1 2, 3 4 5, 6 7 8" (spelled out). */
function longestSingleDigitRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/(?<!\d)\d(?:[\s,.-]+\d(?!\d))+/g) ?? []) {
    longest = Math.max(longest, run.replace(/\D/g, '').length);
  }
  return longest;
}

function hasPhone(text: string): boolean {
  const digits = stripOrdinary(wordsToDigits(text));
  if (longestDigitRun(digits) >= phoneDigits) return true;
  if (longestSingleDigitRun(digits) >= phoneDigits) return true;
  // "mi móvil empieza por 600 y sigue 123 456": with a contact word, all the digits count
  const all = digits.replace(/\D/g, '').length;
  return all >= phoneDigits && contactWords.test(text);
}

/** What contact details a message shares, if any (email before phone). */
export function findContactDetails(message: string): TContactKind | null {
  const text = normalize(message);
  if (hasEmail(text)) return 'email';
  if (hasPhone(text)) return 'phone';
  return null;
}
