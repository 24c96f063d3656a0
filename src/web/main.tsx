import './styles.css';

// Public content pages arrive prerendered (ADR 0006): readable, their links plain links, before any JavaScript, and
// what is typed into their forms before the app's code (React, the router, the page's module) arrives is kept (ADR 0043).
const container = document.getElementById('root')!;
void import('./app/start.ts').then(({ start }) => start(container, container.firstElementChild !== null));
