import { useCallback, useRef, useState } from 'react';

/** Tallest a frame grows to fit its page (in page pixels, before scaling). */
const MAX_FRAME_HEIGHT = 4000;

export interface PreviewFrameProps {
  src: string;
  title: string;
  width: number;
  /** Starting height: the screen height of the device. */
  height: number;
  scale: number;
}

/**
 * A page in an iframe of a device's width, drawn scaled down. The frame grows to its page's
 * height (same origin, so it can be measured), and is inert: a preview is looked at, never used,
 * so no click in it can restart or send anything.
 */
export function PreviewFrame({ src, title, width, height, scale }: PreviewFrameProps) {
  const [pageHeight, setPageHeight] = useState(height);
  const observer = useRef<ResizeObserver | null>(null);

  const onLoad = useCallback(
    (event: React.SyntheticEvent<HTMLIFrameElement>) => {
      const frame = event.currentTarget;
      const doc = frame.contentDocument;
      // A same-origin frame's window is a full global object; its own ResizeObserver watches its document.
      const view = frame.contentWindow as (Window & typeof globalThis) | null;
      if (!doc || !view) return;
      const measure = () => setPageHeight(Math.min(MAX_FRAME_HEIGHT, Math.max(height, doc.documentElement.scrollHeight)));
      observer.current?.disconnect();
      observer.current = new view.ResizeObserver(measure);
      observer.current.observe(doc.body);
      measure();
    },
    [height],
  );

  return (
    <div
      className="overflow-hidden rounded-lg bg-white shadow ring-1 ring-slate-300"
      style={{ width: width * scale, height: pageHeight * scale }}
    >
      <iframe
        src={src}
        title={title}
        width={width}
        height={pageHeight}
        loading="lazy"
        tabIndex={-1}
        onLoad={onLoad}
        className="pointer-events-none origin-top-left border-0"
        style={{ transform: `scale(${scale})` }}
        data-preview-width={width}
      />
    </div>
  );
}
