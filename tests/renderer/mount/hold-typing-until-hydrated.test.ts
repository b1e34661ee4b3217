// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { holdTypingUntilHydrated } from '../../../renderer/mount/hold-typing-until-hydrated';
import { replayedForms } from '../../../renderer/step-page/replay-early-input';

/** A root as the server renders it, with React's listeners standing in as one added after the hold's. */
function page() {
  const root = document.createElement('div');
  root.innerHTML = `<div data-step-form><input id="name"><textarea id="notes"></textarea><input id="tick" type="checkbox"></div>
    <input id="outside">`;
  holdTypingUntilHydrated(root);
  const seen: string[] = [];
  for (const type of ['keydown', 'input', 'click'])
    root.addEventListener(type, (e) => seen.push(`${type} ${(e.target as Element).id}`), true);
  const send = (id: string, type: string) => root.querySelector(`#${id}`)!.dispatchEvent(new Event(type, { bubbles: true }));
  return { root, seen, send };
}

describe('holdTypingUntilHydrated', () => {
  it("keeps typing into a step form's fields from React until the form has replayed what was typed", () => {
    const { root, seen, send } = page();
    send('name', 'keydown');
    send('notes', 'input');
    expect(seen).toEqual([]);
    replayedForms.add(root.querySelector('[data-step-form]')!);
    send('name', 'keydown');
    send('notes', 'input');
    expect(seen).toEqual(['keydown name', 'input notes']);
  });

  it('lets through a box ticked, a click, and typing into a field outside a step form', () => {
    const { seen, send } = page();
    send('tick', 'keydown');
    send('name', 'click');
    send('outside', 'input');
    expect(seen).toEqual(['keydown tick', 'click name', 'input outside']);
  });
});
