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
 * - The funnel posts its messages (FunnelMessage): `funnel:resize` { height, headingTop }, `funnel:step` { step, index,
 *   path, headingTop } and `funnel:converted` { reference, type, value, currency, redirect }; this loader sizes the
 *   frame, brings the new step's heading to the top of the screen when it is off screen, remembers the step's path
 *   (localStorage) to reopen the frame there, takes the page to the partner's `redirect` once the frame shows the next
 *   step, and posts back `funnel:viewport` (LoaderMessage) { top, bottom }: the part of the frame on screen, where
 *   the funnel keeps its phone bar and drawers.
 */
(function () {
  'use strict';
  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) return;
  var partner = script.getAttribute('data-partner');
  if (!partner || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(partner)) return;
  var funnel = new URL(script.src).origin;
  var home = '/partners/' + partner + '/book';
  // The step the customer was on (funnel:step's path), so a reload or a return visit reopens the frame there; the
  // server sends a step the booking has not reached back to the first unfinished one, as on a direct visit.
  var storeKey = 'funnel-embed:' + partner;
  /** @param {string | null} path */
  function remember(path) {
    try {
      if (path) window.localStorage.setItem(storeKey, path);
      else window.localStorage.removeItem(storeKey);
    } catch {
      // Storage refused (a private mode, a policy): the frame opens at the start, as before.
    }
  }
  /** @param {unknown} path */
  function ownPath(path) {
    return typeof path === 'string' && (path === home || path.indexOf(home + '/') === 0) && !/[?#\\]|\/\//.test(path) ? path : null;
  }
  var saved;
  try {
    saved = ownPath(window.localStorage.getItem(storeKey));
  } catch {
    saved = null;
  }
  var src = new URL(saved || home, funnel);
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
  // funnel:converted's `redirect`: the partner's page the booking ends on, which may refuse to be framed.
  /** @type {string | null} */
  var redirect = null;
  var converted = false;
  // The new step's heading, below the frame's top (funnel:step, then each funnel:resize while the step settles).
  /** @type {number | null} */
  var headingTop = null;
  var settleUntil = 0;
  /**
   * The new step's heading at the top of the screen, as the frame takes its new height: always on a phone, where the
   * step would otherwise start anywhere on a screen of its own; on a wider screen the frame's top (its header and
   * progress) comes into view when it is off screen.
   */
  function showHeading() {
    if (headingTop === null || Date.now() > settleUntil) return;
    var frameTop = frame.getBoundingClientRect().top;
    var top = frameTop + headingTop;
    if (window.innerWidth < 768) {
      if (Math.abs(top - 8) > 2) window.scrollTo(0, Math.max(0, window.pageYOffset + top - 8));
    } else if (frameTop < 0 || frameTop > window.innerHeight) {
      window.scrollTo(0, Math.max(0, window.pageYOffset + frameTop));
    }
  }
  /** @param {unknown} value */
  function headingAt(value) {
    return typeof value === 'number' && value >= 0 ? value : null;
  }
  // The frame is told nothing before the funnel has spoken from it: until its page loads, a message with the funnel's
  // origin as target would be refused with an error on this page's console.
  var ready = false;
  function postViewport() {
    pending = false;
    if (!ready) return;
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
    if (!ready) {
      ready = true;
      viewportChanged();
    }
    if (data.event === 'funnel:resize' && data.height > 0) {
      frame.style.height = Math.ceil(data.height) + 'px';
      viewportChanged();
      if (headingAt(data.headingTop) !== null && headingTop !== null) headingTop = headingAt(data.headingTop);
      showHeading();
    } else if (data.event === 'funnel:step') {
      if (redirect) return location.assign(redirect);
      if (!converted) remember(ownPath(data.path));
      // A new step (not the first, which must not move the host page): its heading in view, focus left in the frame.
      if (++steps > 1) {
        headingTop = headingAt(data.headingTop) || 0;
        settleUntil = Date.now() + 1500;
        requestAnimationFrame(showHeading);
      }
    } else if (data.event === 'funnel:converted') {
      // Booked: a later visit starts afresh; the partner's own page, when it has one, is shown in this window.
      converted = true;
      remember(null);
      if (typeof data.redirect === 'string' && /^https?:\/\//.test(data.redirect)) redirect = data.redirect;
    }
  });
})();
