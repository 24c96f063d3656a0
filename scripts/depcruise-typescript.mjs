// dependency-cruiser reads TypeScript (type-only imports included) through the TypeScript compiler API, which
// TypeScript 7 no longer ships as JavaScript. This preload hands it TypeScript 5 (the `typescript5` alias in
// devDependencies) instead; the project itself still type-checks with TypeScript 7.
import Module, { register } from 'node:module';

const redirect = (specifier) =>
  specifier === 'typescript' || specifier.startsWith('typescript/') ? specifier.replace(/^typescript/, 'typescript5') : specifier;

// CommonJS: dependency-cruiser checks the version with require('typescript/package.json').
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, redirect(request), ...rest);
};

// ES modules: it then loads the compiler with import('typescript').
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(s, c, next) { return next(s === 'typescript' || s.startsWith('typescript/') ? s.replace(/^typescript/, 'typescript5') : s, c); }`,
  )}`,
);
