/** How hard a new password is to guess, for the meter under the field: 0 when empty. */
export type TPasswordStrength = 0 | 1 | 2 | 3 | 4;

// Parts that add little: runs of one character, keyboard and alphabet sequences, and the words
// people put first in a password. The server refuses the 49,000 most common passwords outright.
const sequences = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];
const words = ['password', 'contrasena', 'qwerty', 'marea', 'barco', 'velero', 'admin', 'hola'];

function poolSize(password: string): number {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/\d/.test(password)) pool += 10;
  if (/[^a-zA-Z\d]/.test(password)) pool += 33;
  return pool;
}

/** The characters that count: a run, a sequence or a common word counts as one or two. */
function effectiveLength(password: string): number {
  const lower = password.toLowerCase();
  let weak = 0;
  for (const word of words) if (lower.includes(word)) weak += word.length - 1;
  for (let i = 0; i < lower.length - 2; i++) {
    const three = lower.slice(i, i + 3);
    const repeated = three[0] === three[1] && three[1] === three[2];
    const inSequence = sequences.some(
      (s) => s.includes(three) || s.includes([...three].reverse().join('')),
    );
    if (repeated || inSequence) weak += 1;
  }
  return Math.max(1, password.length - weak);
}

/**
 * An estimate of a password's strength from its length, the kinds of characters it mixes, and
 * the guessable parts it holds (runs, sequences, common words): 1 weak, 2 fair, 3 good, 4 strong.
 * A password that breaks the site's rule (8 characters with capitals, lower case and a digit) is
 * weak whatever else it has. It helps people choose (ASVS 2.1.8); it decides nothing.
 */
export function passwordStrength(password: string): TPasswordStrength {
  if (!password) return 0;
  const meetsRule =
    password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  if (!meetsRule) return 1;
  const bits = effectiveLength(password) * Math.log2(poolSize(password));
  // 8 letters and digits make about 48 bits, 12 about 71, 12 with symbols about 79
  if (bits < 45) return 1;
  if (bits < 60) return 2;
  if (bits < 72) return 3;
  return 4;
}
