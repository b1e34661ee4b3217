// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxWidget } from '../../widgets/checkbox-widget';
import { getTestRegistry } from '@rjsf/core';
import { renderWidget } from './render-widget';

afterEach(cleanup);

const terms = { label: 'I agree to the Terms of Service and Privacy Policy', schema: { type: 'boolean' as const } };

describe('CheckboxWidget', () => {
  it('is labelled beside the box and sends booleans', async () => {
    const { props } = renderWidget(CheckboxWidget, terms);
    const box = screen.getByRole('checkbox', { name: terms.label });
    await userEvent.click(box);
    expect(props.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText(terms.label));
    expect(props.onChange).toHaveBeenLastCalledWith(false);
  });

  it('reports focus and blur with the boolean', async () => {
    const { props } = renderWidget(CheckboxWidget, { ...terms, value: true });
    await userEvent.tab();
    expect(props.onFocus).toHaveBeenCalledWith('root_field', true);
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', true);
  });

  it('is marked invalid when its error is shown', () => {
    renderWidget(CheckboxWidget, { ...terms, rawErrors: ['Please accept the terms'] });
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')).toBe('root_field__error');
  });

  it.each([
    ['summit-moving', '/partners/summit-moving/terms', '/partners/summit-moving/privacy-policy'],
    [undefined, '/terms', '/privacy-policy'],
  ])("links the label's phrases, {partner} standing for the partner's pages (%s)", (partnerSlug, termsHref, privacyHref) => {
    const links = { 'Terms of Service': '{partner}/terms', 'Privacy Policy': '{partner}/privacy-policy' };
    const registry = getTestRegistry({ type: 'boolean' }, {}, {}, {}, partnerSlug ? { partnerSlug } : {});
    renderWidget(CheckboxWidget, { ...terms, options: { links }, registry });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(termsHref);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(privacyHref);
  });
});
