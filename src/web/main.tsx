import './styles.css';

// Public content pages arrive prerendered (ADR 0006): readable, their links plain links, before any JavaScript. The
// app's code (React, the router, the page's module) is a chunk of its own, so this entry stays small.
const container = document.getElementById('root')!;
void import('./app/start.ts').then(({ start }) => start(container));
