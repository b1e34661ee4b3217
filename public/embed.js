// @ts-check: type-checked by `tsc` against the messages' one home, core/embed-messages.ts (served as it is, unbuilt).
/* global document, window, location, URL, URLSearchParams, requestAnimationFrame */
/** @typedef {import('../core/embed-messages').FunnelMessage} FunnelMessage */
/** @typedef {import('../core/embed-messages').LoaderMessage} LoaderMessage */
/**
 * The embed loader (docs/EMBED.md): `<script src="https://<funnel host>/embed.js" data-partner="bayside-movers" async></script>`
 * puts the partner's funnel in a frame where the script stands, or in the element whose id `data-target` names.
 * No dependencies, no build step: this file is served as it is, at a stable address with a short cache.
 *
 * - The frame's address carries the host page's ad clicks and campaign (gclid, gbraid, wbraid, fbclid, msclkid,
 *   ttclid, utm_*), its origin and its path: the funnel stores them with the booking (docs/LEADS.md, `marketing`).
 * - The frame's name tells the funnel the origin to post its messages to (renderer/embed/embed-origin.ts).
 * - The funnel posts its messages (FunnelMessage); this loader sizes the frame and brings its top into view on a
 *   step change, and posts back `funnel:viewport` (LoaderMessage): the part of the frame on screen, where the
 *   funnel keeps its phone bar and drawers.
 */
(function () {
  'use strict';
  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) return;
  var partner = script.getAttribute('data-partner');
  if (!partner || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(partner)) return;
  var funnel = new URL(script.src).origin;
  var src = new URL('/partners/' + partner + '/book', funnel);
  new URLSearchParams(location.search).forEach(function (value, key) {
    if (/^(gclid|gbraid|wbraid|fbclid|msclkid|ttclid|utm_(source|medium|campaign|term|content))$/.test(key))
      src.searchParams.set(key, value);
  });
  src.searchParams.set('hostPageOrigin', location.origin);
  src.searchParams.set('hostPagePath', location.pathname);

  var frame = document.createElement('iframe');
  frame.src = src.href;
  // EMBED_FRAME_NAME_PREFIX (core/embed-messages.ts; tests/docs/embed-messages.test.ts holds them equal).
  frame.name = 'funnel-embed:' + location.origin;
  frame.title = script.getAttribute('data-title') || 'Moving quote and booking';
  // Stripe's Payment Element in a frame asks for the Payment Request API.
  frame.allow = 'payment';
  frame.setAttribute('scrolling', 'no');
  frame.style.cssText = 'display:block;width:100%;min-width:320px;max-width:1280px;height:720px;margin:0 auto;border:0;overflow:hidden';
  var targetId = (script.getAttribute('data-target') || '').replace(/^#/, '');
  var target = targetId && document.getElementById(targetId);
  if (target) target.appendChild(frame);
  else if (script.parentNode) script.parentNode.insertBefore(frame, script);

  var pending = false;
  var steps = 0;
  function postViewport() {
    pending = false;
    var box = frame.getBoundingClientRect();
    var top = Math.max(0, -box.top);
    var bottom = Math.max(top, Math.min(box.height, window.innerHeight - box.top));
    /** @type {LoaderMessage} */
    var message = { event: 'funnel:viewport', top: top, bottom: bottom };
    if (frame.contentWindow) frame.contentWindow.postMessage(message, funnel);
  }
  function viewportChanged() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(postViewport);
  }
  window.addEventListener('scroll', viewportChanged, { passive: true });
  window.addEventListener('resize', viewportChanged);

  window.addEventListener('message', function (event) {
    if (event.origin !== funnel || event.source !== frame.contentWindow || !event.data) return;
    // The funnel's own frame and origin posted it; each field is still checked before use.
    /** @type {FunnelMessage} */
    var data = event.data;
    if (data.event === 'funnel:resize' && data.height > 0) {
      frame.style.height = Math.ceil(data.height) + 'px';
      viewportChanged();
    } else if (data.event === 'funnel:step' && ++steps > 1) {
      // A new step (not the first, which must not move the host page): its top in view, focus left in the frame.
      var top = frame.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight) frame.scrollIntoView({ block: 'start' });
    }
  });
})();
