import { jsonPointer } from './json-pointer';

/** A sentence ends inside the text: '.', '!' or '?' then a space and more words. */
const SENTENCE_BREAK = /[.!?]["'”’)]?\s+\S/;
/** How a text of sentences may end (a closing quote or bracket may follow the mark). */
const FINISHED = /(?:[.!?…:]|[.!?]["'”’)])$/;

/**
 * The messages and copy of a file (`path` → text) that hold more than one sentence yet stop without
 * their final mark ("We are closed on {date}. Please choose another day"). A one-phrase text (a field's
 * prompt quoted from the product description, a button, a title) is left as written.
 */
export function lintPunctuation(texts: Record<string, unknown>, ...path: string[]): Array<{ pointer: string; message: string }> {
  const problems: Array<{ pointer: string; message: string }> = [];
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text !== 'string') continue;
    const trimmed = text.trim();
    if (SENTENCE_BREAK.test(trimmed) && !FINISHED.test(trimmed)) {
      problems.push({
        pointer: jsonPointer(...path, key),
        message: `"${key}" ends without its punctuation: finish its last sentence with "." (or "!", "?")`,
      });
    }
  }
  return problems;
}
