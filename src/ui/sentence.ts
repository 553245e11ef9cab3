/** Kana or kanji: text from the Japanese catalogue, which ends a sentence with its own full stop. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** A reason as a sentence of its own: a capital first letter and a full stop in the text's language. */
export function sentence(text: string): string {
  if (text === '') return text;
  const stop = /[.!?。！？]$/.test(text) ? '' : JAPANESE.test(text) ? '。' : '.';
  return `${text[0]!.toUpperCase()}${text.slice(1)}${stop}`;
}
