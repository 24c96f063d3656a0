import './styles.css';
import { afterFirstContentfulPaint } from './app/first-paint.ts';

// Public content pages arrive prerendered (ADR 0006): readable, their links plain links, before any JavaScript. Their
// app code (React, the router, the page's module, about 100 KB) is requested once the page is on screen, so on a slow
// phone the first paint shares neither the network nor the main thread with it (ADR 0035). Any other page (an
// empty #root) starts at once.
const container = document.getElementById('root')!;
// Every form of the app is sent by its own code. One submitted before that code has hydrated it (Enter in a field, or
// its button, on a slow phone) would otherwise go to the page itself as a GET: a reload that loses what was typed and
// puts it in the address. Listening on the document, this runs after the app's handlers (on #root).
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented && container.contains(event.target as Node)) event.preventDefault();
});
const prerendered = container.firstElementChild !== null;
void (prerendered ? afterFirstContentfulPaint() : Promise.resolve())
  .then(() => import('./app/start.ts'))
  .then(({ start }) => start(container, prerendered));
