import {
  cloneElement,
  createContext,
  useContext,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import type * as TooltipContentModule from './tooltip-content';
// Watches keyboard and pointer use from the start, so the first focus is already known.
import { whenInputSettles } from './input-modality';

// Tooltips are Radix's (tooltip-content.tsx), which brings its popper and floating-ui (~14 kB
// gzip): too much for the public pages' initial JavaScript. So that code loads on the first
// hover or focus of a control that has a tooltip; phones (no hover) never load it. Until then
// a `Tip` renders its control alone; once loaded, every `Tip` renders the Radix tooltip around
// its control, which re-creates the control's element once: focus on one moves to its new
// element (found by its place among the [data-tip] elements, which the swap keeps).
type TooltipModule = typeof TooltipContentModule;
let tooltipModule: TooltipModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const tipElements = () => [...document.querySelectorAll<HTMLElement>('[data-tip]')];

export function loadTooltips(): Promise<void> {
  loading ??= import('./tooltip-content').then(async (m) => {
    // Not between a press and its release: that click would be lost on a re-created element.
    await whenInputSettles();
    const focused = tipElements().findIndex((element) => element === document.activeElement);
    tooltipModule = m;
    flushSync(() => listeners.forEach((notify) => notify()));
    if (focused >= 0) tipElements()[focused]?.focus();
  });
  return loading;
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => void listeners.delete(notify);
};
const getModule = () => tooltipModule;
const useTooltipModule = () => useSyncExternalStore(subscribe, getModule, getModule);

const InGroup = createContext(false);

/**
 * Tooltips of neighbouring controls (a toolbar, carousel dots) share one Radix provider, so
 * moving from one to the next within 300 ms opens the next at once (the skip delay).
 * A `Tip` outside a group has a provider of its own. The group's elements are re-created
 * once, when the tooltip code arrives: keep state in components above it.
 */
export function TipGroup({ children }: { children: ReactNode }) {
  const loaded = useTooltipModule();
  return (
    <InGroup.Provider value={true}>
      {loaded ? <loaded.TooltipProvider>{children}</loaded.TooltipProvider> : children}
    </InGroup.Provider>
  );
}

type TriggerProps = {
  'data-tip'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A tooltip naming an icon-only control, which keeps its own aria-label. `children` is that
 * one focusable element (a link or a button). It opens after hovering for 700 ms, or at once
 * on keyboard focus (Radix's defaults).
 */
export function Tip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const loaded = useTooltipModule();
  const grouped = useContext(InGroup);
  if (loaded) {
    return (
      <loaded.TipContent label={label} ownProvider={!grouped}>
        {children}
      </loaded.TipContent>
    );
  }
  const { onPointerEnter, onFocus } = children.props;
  return cloneElement(children, {
    'data-tip': '',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'touch') void loadTooltips();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      void loadTooltips();
    },
  });
}
