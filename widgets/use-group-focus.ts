import type { FocusEvent } from 'react';

/**
 * Focus handlers for a widget made of several focusable parts (radios, buttons, a calendar):
 * RJSF's onFocus/onBlur fire once when focus enters or leaves the whole group, so moving
 * between the group's own parts (arrow keys between radios) never marks the field touched.
 */
export function groupFocusHandlers(
  id: string,
  value: unknown,
  onFocus: (id: string, value: unknown) => void,
  onBlur: (id: string, value: unknown) => void,
) {
  const leftGroup = (e: FocusEvent<HTMLElement>) => !(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget));
  return {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (leftGroup(e)) onFocus(id, value);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (leftGroup(e)) onBlur(id, value);
    },
  };
}
