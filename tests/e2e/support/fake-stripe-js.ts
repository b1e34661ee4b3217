/**
 * The scripted Stripe.js of the browser tests of pay now (../pay-now.test.ts, ../deposit.test.ts): Stripe.js cannot be
 * pointed at a stand-in, so the browser's requests to js.stripe.com are answered with this `window.Stripe`, whose
 * Payment Element is a plain card-number field and whose confirmSetup and confirmPayment ask the test (Stripe's side,
 * through `window.__stripeConfirmSetup` / `window.__stripeConfirmPayment`) to confirm or decline the intent, then
 * redirect to the return address the way Stripe does.
 */
export const FAKE_STRIPE_JS = String.raw`
(function () {
  var log = (window.__fakeStripeLog = window.__fakeStripeLog || []);
  function FakeStripe(publishableKey) {
    log.push({ call: 'Stripe', publishableKey: publishableKey });
    function elementsGroup(options) {
      log.push({ call: 'elements', options: options });
      var card = null;
      var group = {
        create: function (type, elementOptions) {
          log.push({ call: 'create', type: type, options: elementOptions });
          var handlers = {};
          var container = null;
          function emit(name, payload) {
            (handlers[name] || []).slice().forEach(function (handler) { handler(payload); });
          }
          var element = {
            mount: function (target) {
              container = typeof target === 'string' ? document.querySelector(target) : target;
              container.innerHTML =
                '<label style="display:block">Card number <input name="cardnumber" inputmode="numeric" autocomplete="off"></label>' +
                '<p data-fake-element-error style="color:#b91c1c"></p>';
              container.querySelector('input').addEventListener('input', function () {
                emit('change', { elementType: 'payment', empty: this.value === '', complete: this.value.replace(/\D/g, '').length >= 16 });
              });
              setTimeout(function () { emit('ready', { elementType: 'payment' }); }, 30);
              return element;
            },
            on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return element; },
            off: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); return element; },
            update: function () {},
            focus: function () {}, blur: function () {}, clear: function () {},
            unmount: function () { if (container) container.innerHTML = ''; },
            destroy: function () { if (container) container.innerHTML = ''; },
          };
          card = {
            number: function () { return container ? container.querySelector('input').value.replace(/\D/g, '') : ''; },
            showError: function (message) { if (container) container.querySelector('[data-fake-element-error]').textContent = message || ''; },
          };
          return element;
        },
        getElement: function () { return null; },
        update: function () {},
        fetchUpdates: function () { return Promise.resolve({}); },
        submit: function () {
          log.push({ call: 'submit' });
          if (!card || card.number().length < 16) {
            card && card.showError('Your card number is incomplete.');
            return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
          }
          card.showError('');
          return Promise.resolve({});
        },
        __cardNumber: function () { return card ? card.number() : ''; },
      };
      return group;
    }
    var unused = function () { return Promise.reject(new Error('not scripted')); };
    return {
      elements: elementsGroup,
      createToken: unused, createPaymentMethod: unused, confirmCardPayment: unused,
      registerAppInfo: function () {}, _registerWrapper: function () {},
      confirmPayment: function (args) {
        var returnUrl = args.confirmParams && args.confirmParams.return_url;
        log.push({ call: 'confirmPayment', clientSecret: args.clientSecret, returnUrl: returnUrl });
        return window.__stripeConfirmPayment(args.clientSecret, args.elements.__cardNumber()).then(function (result) {
          if (result.error) return { error: result.error };
          var url = new URL(returnUrl);
          url.searchParams.set('payment_intent', result.paymentIntentId);
          url.searchParams.set('payment_intent_client_secret', args.clientSecret);
          url.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(url.toString());
          return new Promise(function () {});
        });
      },
      confirmSetup: function (args) {
        var returnUrl = args.confirmParams && args.confirmParams.return_url;
        log.push({ call: 'confirmSetup', clientSecret: args.clientSecret, returnUrl: returnUrl });
        return window.__stripeConfirmSetup(args.clientSecret, args.elements.__cardNumber()).then(function (result) {
          if (result.error) return { error: result.error };
          var url = new URL(returnUrl);
          url.searchParams.set('setup_intent', result.setupIntentId);
          url.searchParams.set('setup_intent_client_secret', args.clientSecret);
          url.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(url.toString());
          return new Promise(function () {});
        });
      },
    };
  }
  FakeStripe.version = 'endive';
  window.Stripe = FakeStripe;
})();
`;
