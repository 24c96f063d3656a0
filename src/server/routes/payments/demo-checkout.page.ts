import type { DemoSession } from '../../services/payments/demo-provider.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.banner{background:#fef3c7;color:#78350f;border-bottom:1px solid #fcd34d;padding:12px 16px;text-align:center;font-weight:700}
.banner span{display:block;font-weight:400;font-size:14px;margin-top:2px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:24px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
h1{font-size:20px;margin:0 0 4px}p{margin:0}.muted{color:#475569;font-size:14px}
dl{margin:20px 0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:14px}dt{color:#475569}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.total{border-top:1px solid #e2e8f0;padding-top:8px}
button{width:100%;height:48px;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer;border:0}
.pay{background:#1d4ed8;color:#fff}.pay:hover{background:#1e40af}.cancel{background:#fff;color:#0f172a;border:1px solid #cbd5e1;margin-top:12px}
form{margin:0}.note{margin-top:16px;font-size:12px;color:#64748b;text-align:center}a{color:#1d4ed8}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<div class="banner" role="note">Demo - no card is charged<span>This is RentCheck's demonstration checkout. No payment details are collected.</span></div>
<main>${body}</main></body></html>`;
}

const money = (cents: number, currency: string) => `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The demo provider's checkout page: package, amount, email and the Pay and Cancel buttons (plain form posts). */
export function demoCheckoutPage(session: DemoSession): string {
  const id = escapeHtml(session.id);
  const amount = money(session.amount_total, session.currency);
  if (session.status !== 'open') {
    const message =
      session.status === 'complete'
        ? `<p>This payment is complete.</p><p class="note"><a href="${escapeHtml(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Continue to RentCheck</a></p>`
        : '<p>This checkout session has expired. No payment was taken.</p><p class="note"><a href="/#pricing">Back to pricing</a></p>';
    return layout('Demo checkout - RentCheck', `<div class="card"><h1>RentCheck demo checkout</h1>${message}</div>`);
  }
  const name = session.customer_name ? `<dt>Name</dt><dd>${escapeHtml(session.customer_name)}</dd>` : '';
  return layout(
    'Demo checkout - RentCheck',
    `<div class="card">
<h1>RentCheck demo checkout</h1>
<p class="muted">Pay to see the purchase flow end to end. Nothing is charged.</p>
<dl>
<dt>Package</dt><dd>${escapeHtml(session.package_type)}</dd>
<dt>Email</dt><dd>${escapeHtml(session.customer_email)}</dd>
${name}
<dt class="total">Total</dt><dd class="total">${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="/demo-checkout/${id}/pay"><button type="submit" class="pay">Pay ${escapeHtml(amount)} (demo)</button></form>
<form method="post" action="/demo-checkout/${id}/cancel"><button type="submit" class="cancel">Cancel</button></form>
<p class="note">Demo mode: set STRIPE_SECRET_KEY on the server to take real card payments through Stripe.</p>
</div>`,
  );
}

export function demoNotFoundPage(): string {
  return layout(
    'Demo checkout - RentCheck',
    '<div class="card"><h1>Checkout session not found</h1><p class="muted">Start again from the pricing section.</p><p class="note"><a href="/#pricing">Back to pricing</a></p></div>',
  );
}
