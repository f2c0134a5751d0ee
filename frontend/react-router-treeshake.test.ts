import { expect, test } from 'vitest';
import { reactRouterTreeshake } from './react-router-treeshake.ts';

const ID = '/app/node_modules/react-router/dist/production/chunk-ABC.mjs';
const transform = (code: string, id = ID) => {
  const hook = reactRouterTreeshake().transform as { filter: { id: RegExp }; handler: (code: string) => unknown };
  if (!hook.filter.id.test(id)) return undefined;
  return (hook.handler(code) as { code: string } | undefined)?.code;
};

const MODULE = `var DataRouterContext = React.createContext(null);
DataRouterContext.displayName = "DataRouter";
var Link = React10.forwardRef(
  function LinkWithRef(props, ref) {
    return null;
  }
);
Link.displayName = "Link";
function useThing() {
  let value = React10.createContext(null);
  value.displayName = "Inner";
  React10.useEffect(() => undefined);
  return value;
}
`;

test("react-router's top-level forwardRef and createContext calls are marked pure, their displayName lines removed", () => {
  const out = transform(MODULE)!;
  expect(out).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
  expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
  expect(out).not.toContain('DataRouterContext.displayName');
  expect(out).not.toContain('Link.displayName');
});

test('code inside functions keeps its calls and writes as they are', () => {
  const out = transform(MODULE)!;
  expect(out).toContain('  let value = React10.createContext(null);\n  value.displayName = "Inner";');
  expect(out).toContain('  React10.useEffect(() => undefined);');
});

test('other modules are left alone', () => {
  expect(transform(MODULE, '/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeUndefined();
  expect(transform(MODULE, '/app/src/components/ui/link.tsx')).toBeUndefined();
});
