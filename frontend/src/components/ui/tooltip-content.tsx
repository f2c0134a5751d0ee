import * as Tooltip from '@radix-ui/react-tooltip';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/site';
import { usingKeyboard } from './input-modality';

/** Open after 700 ms of hovering; within 300 ms of one closing, the next opens at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

/** The Radix tooltip around one control; loaded on demand by `Tip` (tooltip.tsx). */
export function TipContent({
  label,
  ownProvider,
  children,
}: {
  label: string;
  ownProvider: boolean;
  children: ReactElement;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Inside a modal <dialog> (the top layer) the tooltip must be rendered in it to be seen.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setContainer(trigger.current?.closest('dialog') ?? null), []);
  const tip = (
    <Tooltip.Root>
      <Tooltip.Trigger
        asChild
        ref={trigger}
        data-tip=""
        // Focus from a click (or moved by a script after one) does not open it; hovering and
        // keyboard focus do. Radix skips its own handler when the event is prevented.
        onFocus={(event: FocusEvent<HTMLElement>) => {
          if (!usingKeyboard()) event.preventDefault();
        }}
      >
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal container={container ?? undefined}>
        <Tooltip.Content
          sideOffset={6}
          className="z-[70] max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
  return ownProvider ? <TooltipProvider>{tip}</TooltipProvider> : tip;
}
