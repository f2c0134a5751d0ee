import type { Plugin } from 'vite';

/** react-router's build: its browser code is one large module (`dist/production/chunk-*.mjs`). */
const reactRouterDist = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * Lets the bundler drop the parts of react-router the app never uses (its `Link`, `NavLink`,
 * `Form`, `ScrollRestoration`, the framework mode's contexts and prefetching, …), which it kept
 * in the public pages' initial JavaScript although nothing imports them: the module defines them
 * at its top level with calls the bundler must assume have side effects
 * (`var Link = React10.forwardRef(…)`, `var X = React.createContext(…)`) and then writes a
 * property on each (`Link.displayName = "Link"`). `forwardRef` and `createContext` only build an
 * object, so their calls are marked pure, and the `displayName` lines (names for React's
 * developer tools) are removed. Only top-level statements are touched: a call inside a function
 * body (a hook's) keeps its effects. `initial-js-budget.test.ts` holds the result.
 */
export function reactRouterTreeshake(): Plugin {
  return {
    name: 'react-router-treeshake',
    apply: 'build',
    transform: {
      filter: { id: reactRouterDist },
      handler(code) {
        const out = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, '');
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}
