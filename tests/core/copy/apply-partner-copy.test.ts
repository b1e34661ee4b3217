import { describe, expect, it } from 'vitest';
import { applyPartnerCopy, resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import { DEFAULT_FRAME_COPY } from '../../../core/copy/default-frame-copy';
import { copyPlaceholders, partnerCopyDefaults } from '../../../core/copy/partner-copy-defaults';
import { lintPartnerCopy } from '../../../core/check/lint-partner-copy';
import { stepFiles } from '../../../core/generated/funnel-files';
import type { StepDefinition } from '../../../core/flow/step-definition';

const steps = Object.values(stepFiles);
const step = (id: string) => steps.find((s) => s.id === id) as StepDefinition;
const defaults = partnerCopyDefaults(steps);

describe('partnerCopyDefaults', () => {
  it('lists every heading, subheading and copy entry of the step files, and every frame text, with its default', () => {
    for (const s of steps) {
      if (s.heading) expect(defaults.get(`${s.id}.heading`)).toBe(s.heading);
      if (s.subheading) expect(defaults.get(`${s.id}.subheading`)).toBe(s.subheading);
      for (const [key, text] of Object.entries(s.copy ?? {})) expect(defaults.get(`${s.id}.${key}`)).toBe(text);
    }
    for (const [key, text] of Object.entries(DEFAULT_FRAME_COPY)) expect(defaults.get(`frame.${key}`)).toBe(text);
  });

  it.each([
    ['landing.heading', 'Get your free moving quote in 5 minutes'],
    ['landing.consent', 'By continuing, you agree to receive email and/or phone communications from us about your move.'],
    ['summary.subheading', 'Do we have all of the details?'],
    ['complete.pay_now.title', 'We got it!'],
    ['frame.keepGoingTitle', 'Keep going!'],
  ])('%s defaults to the documented text', (key, text) => expect(defaults.get(key)).toBe(text));

  it('finds placeholders', () => expect(copyPlaceholders('Visit {partnerName} in {seconds}s')).toEqual(['partnerName', 'seconds']));
});

describe('applyPartnerCopy', () => {
  it('replaces the heading, subheading and copy entries the partner words differently, and nothing else', () => {
    const copy = {
      'summary.heading': 'Check your move',
      'summary.submit': 'Looks good',
      'landing.heading': 'Elsewhere',
      'summary.fields': 'ignored',
    };
    const result = applyPartnerCopy(step('summary'), copy);
    expect(result.heading).toBe('Check your move');
    expect(result.subheading).toBe(step('summary').subheading);
    expect(result.copy?.submit).toBe('Looks good');
    expect(result.copy?.edit).toBe(step('summary').copy?.edit);
    expect(result.fields).toBe(step('summary').fields);
    expect(step('summary').heading).toBe('Book your move');
  });

  it('never adds a subheading a step does not have', () => {
    expect(applyPartnerCopy(step('landing'), { 'landing.subheading': 'x' })).toBe(step('landing'));
  });

  it('returns the same step when nothing is overridden (memos hold), and is idempotent', () => {
    expect(applyPartnerCopy(step('landing'), undefined)).toBe(step('landing'));
    expect(applyPartnerCopy(step('landing'), { 'frame.terms': 'x' })).toBe(step('landing'));
    const copy = { 'landing.heading': 'Hi' };
    const once = applyPartnerCopy(step('landing'), copy);
    expect(applyPartnerCopy(once, copy)).toEqual(once);
  });
});

describe('resolveFrameCopy', () => {
  it('lays frame.* texts over the defaults and leaves the rest', () => {
    const resolved = resolveFrameCopy({ 'frame.anyQuestionsBody': 'Call us!', 'landing.heading': 'x', 'frame.nope': 'y' });
    expect(resolved).toEqual({ ...DEFAULT_FRAME_COPY, anyQuestionsBody: 'Call us!' });
    expect(resolveFrameCopy(undefined)).toBe(DEFAULT_FRAME_COPY);
  });
});

describe('lintPartnerCopy', () => {
  it('accepts known keys with the placeholders their defaults have', () => {
    expect(
      lintPartnerCopy({ 'complete.pay_now.subtitle': 'The {partnerName} team calls you', 'frame.terms': 'Terms of use' }, defaults),
    ).toEqual([]);
  });

  it.each<[string, Record<string, string>, string, RegExp]>([
    [
      'a misspelt step text',
      { 'landing.headng': 'x' },
      '/copy/landing.headng',
      /^unknown copy key "landing\.headng"; the texts of "landing" are: "landing\.heading", "landing\.submit", "landing\.consent", "landing\.smsConsent"$/,
    ],
    [
      'an unknown frame text',
      { 'frame.footer': 'x' },
      '/copy/frame.footer',
      /^unknown copy key "frame\.footer"; the texts of "frame" are: "frame\.restartBooking", /,
    ],
    [
      'an unknown step',
      { 'welcome.heading': 'x' },
      '/copy/welcome.heading',
      /^unknown copy key "welcome\.heading": keys are "<step id>\.<text>" or "frame\.<text>"; step ids: .*"landing"/,
    ],
    ['a key without a step', { heading: 'x' }, '/copy/heading', /^unknown copy key "heading"/],
    [
      'a placeholder the text cannot fill',
      { 'processing.countdown': '{seconds}s, {firstName}' },
      '/copy/processing.countdown',
      /^"\{firstName\}" is not filled in for "processing\.countdown"; this text may use \{seconds\}$/,
    ],
  ])('reports %s at its key', (_name, copy, pointer, message) => {
    const [problem, ...rest] = lintPartnerCopy(copy, defaults);
    expect(rest).toEqual([]);
    expect(problem?.pointer).toBe(pointer);
    expect(problem?.message).toMatch(message);
  });
});
