import { describe, expect, it } from 'vitest';
import { lintPunctuation } from '../../../core/check/lint-punctuation';
import { DEFAULT_FRAME_COPY } from '../../../core/copy/default-frame-copy';

describe('lintPunctuation', () => {
  it.each([
    ['We are closed on {date}. Please choose another day', true],
    ['We are closed on {date}. Please choose another day.', false],
    ['Sorry! Try again?', false],
    ['Time slot not guaranteed, but you can still submit!', false],
    ['Please provide your first name', false],
    ['Booking reference:', false],
    ['Checking which days are open…', false],
    ['He said "go." Then "stop."', false],
    ['He said "go." Then stop', true],
  ])('%j is unfinished: %s', (text, unfinished) => {
    expect(lintPunctuation({ key: text }, 'copy').length > 0).toBe(unfinished);
  });

  it('names the file place of each unfinished text', () => {
    expect(lintPunctuation({ 'a/b': 'One. Two' }, 'messages', 'field')).toEqual([
      { pointer: '/messages/field/a~1b', message: '"a/b" ends without its punctuation: finish its last sentence with "." (or "!", "?")' },
    ]);
  });

  it("holds the frame's own texts to the same rule", () => {
    expect(lintPunctuation(DEFAULT_FRAME_COPY, 'frame')).toEqual([]);
  });
});
