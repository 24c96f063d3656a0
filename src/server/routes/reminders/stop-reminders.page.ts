const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:24px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 12px;color:#334155}
button{width:100%;height:48px;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer;border:0;background:#1d4ed8;color:#fff}
button:hover{background:#1e40af}form{margin:0}a{color:#1d4ed8}
`;

function layout(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<meta name="robots" content="noindex"><title>Reminder emails - RentCheck</title><style>${STYLE}</style></head><body>
<main><div class="card">${body}</div></main></body></html>`;
}

/**
 * The emailed link's page: a button that stops the reminders. Opening the link changes nothing, so a mail scanner that
 * follows links cannot stop them; the button posts the same address.
 */
export function stopRemindersPage(token: string): string {
  return layout(`<h1>Stop reminder emails?</h1>
<p>You asked RentCheck to email you on your negotiation plan's dates. Stopping ends every later reminder for this negotiation.</p>
<form method="post" action="/api/reminders/stop?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Stop reminders</button></form>`);
}

/** The answer after the button (or to a link that is not valid). */
export function stopRemindersAnswerPage(title: string, message: string): string {
  return layout(`<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/dashboard">Go to your dashboard</a></p>`);
}
