/**
 * How far below the frame's top the step's heading is, in CSS pixels (0 without one). The embedded frame never scrolls
 * (its loader fits it to the page), so a box's top is its distance from the frame's top.
 */
export function headingTop(doc: Document): number {
  const heading = doc.querySelector('main h1');
  return Math.max(0, Math.round(heading?.getBoundingClientRect().top ?? 0));
}
