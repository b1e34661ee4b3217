/**
 * Tailwind classes shared by text-like controls. 16px text (text-base) keeps iOS Safari from
 * zooming on focus; min-h-11 (44px) is the touch target size. The brand colour comes from the
 * theme's CSS variable so each partner restyles every widget at once.
 */
export const inputClass =
  'block w-full min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus:border-[var(--color-brand)] focus:outline-none focus:ring-2 ' +
  'focus:ring-[var(--color-brand)] aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

/** Label text style: group widgets use it for their legend, the FieldTemplate for its `<label>`. */
export const labelTextClass = 'text-base font-semibold text-slate-900';
