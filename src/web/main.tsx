import './styles.css';

// Public content pages arrive prerendered (ADR 0006): readable, their links plain links, before any JavaScript. The
// app's code (React, the router, the page's module) is a chunk of its own, so this entry stays small.
const container = document.getElementById('root')!;
// Every form of the app is sent by its own code. One submitted before that code has hydrated it (Enter in a field, or
// its button, on a slow phone) would otherwise go to the page itself as a GET: a reload that loses what was typed and
// puts it in the address. Listening on the document, this runs after the app's handlers (on #root).
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented && container.contains(event.target as Node)) event.preventDefault();
});
void import('./app/start.ts').then(({ start }) => start(container));
