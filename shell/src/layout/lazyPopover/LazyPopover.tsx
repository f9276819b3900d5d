import { Classes, type PopoverNextProps } from '@blueprintjs/core';
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * The target event handlers Blueprint's PopoverNext and Tooltip attach to their target (floating-ui's click
 * handling, the hover and focus handlers). The trigger on screen passes them on once the popover has arrived.
 */
export const FORWARDED_TARGET_EVENTS = [
  'onBlur',
  'onClick',
  'onContextMenu',
  'onFocus',
  'onKeyDown',
  'onKeyUp',
  'onMouseDown',
  'onMouseEnter',
  'onMouseLeave',
  'onPointerDown',
] as const;

type ForwardedEvent = (typeof FORWARDED_TARGET_EVENTS)[number];
type TargetHandler = (event: SyntheticEvent<HTMLElement>) => void;
type TargetHandlers = Partial<Record<ForwardedEvent, TargetHandler>>;
type RenderTargetProps = Parameters<NonNullable<PopoverNextProps['renderTarget']>>[0];

/**
 * What a lazy popover spreads into PopoverNext or Tooltip: the open state, and a target that is the trigger
 * already on screen, so the popover positions itself against it and no element is replaced when it arrives.
 */
export interface PopoverAnchor {
  isOpen: boolean;
  onInteraction: (nextOpen: boolean) => void;
  renderTarget: (props: RenderTargetProps) => ReactElement;
}

interface LazyPopoverProps {
  /** The trigger (a button, an input group, a link), rendered at once. */
  children: ReactElement<{ className?: string; tabIndex?: number }>;
  /** Renders the popover's lazy component, which spreads `anchor` into PopoverNext or Tooltip. */
  renderPopover: (anchor: PopoverAnchor) => ReactNode;
  /** Given together when the caller owns the open state (a hotkey opens it); otherwise this component does. */
  isOpen?: boolean;
  onInteraction?: (nextOpen: boolean) => void;
  /** 'click' (menus) or 'hover' (tooltips): how the trigger opens it before the popover's code has arrived. */
  interaction?: 'click' | 'hover';
  /** For 'hover': the same delay the Tooltip is given. */
  hoverOpenDelay?: number;
}

/**
 * A popover whose trigger is on screen at first paint and whose code (Blueprint's PopoverNext or Tooltip,
 * floating-ui, the menu) is a lazy chunk. The chunk is fetched when the pointer enters the trigger or the focus
 * reaches it; a click (or, for a tooltip, a hover) that comes first opens the popover as soon as it has
 * arrived. The trigger carries the classes and aria attributes PopoverNext would give it, and once the popover
 * is there its target events go to PopoverNext's own handlers, so it behaves as a PopoverNext around it would.
 */
export function LazyPopover({
  children,
  renderPopover,
  isOpen: ownerOpen,
  onInteraction: ownerInteraction,
  interaction = 'click',
  hoverOpenDelay = 0,
}: LazyPopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlledByOwner = ownerOpen !== undefined;
  const isOpen = ownerOpen ?? ownOpen;
  const setOpen = ownerInteraction ?? setOwnOpen;
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);

  const anchor = useRef<HTMLSpanElement>(null);
  const handlers = useRef<TargetHandlers | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const want = () => setWanted(true);
  const openAfterDelay = () => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(true), hoverOpenDelay);
  };
  const close = () => setOpen(false);
  const beforeArrival: TargetHandlers =
    interaction === 'click'
      ? { onClick: () => setOpen(!isOpen) }
      : { onMouseEnter: openAfterDelay, onFocus: openAfterDelay, onMouseLeave: close, onBlur: close };

  const targetEvents: TargetHandlers = {};
  for (const name of FORWARDED_TARGET_EVENTS) {
    targetEvents[name] = (event) => {
      // A hover that began before the popover arrived must not open it after the pointer or the focus has left.
      if (name === 'onMouseLeave' || name === 'onBlur') window.clearTimeout(hoverTimer.current);
      const arrived = handlers.current;
      if (arrived) arrived[name]?.(event);
      else beforeArrival[name]?.(event);
    };
  }

  // Uncontrolled click popovers look pressed while open; PopoverNext does the same.
  const pressed = isOpen && !controlledByOwner && interaction === 'click';
  const trigger = cloneElement(children, {
    ...(interaction === 'click' ? { 'aria-expanded': isOpen, 'aria-haspopup': 'menu' } : { tabIndex: children.props.tabIndex ?? 0 }),
    className: joinClasses(children.props.className, pressed && Classes.ACTIVE),
  });

  return (
    <>
      <span
        ref={anchor}
        className={joinClasses(Classes.POPOVER_TARGET, isOpen && Classes.POPOVER_OPEN, pressed && Classes.ACTIVE)}
        onPointerEnter={want}
        onPointerDownCapture={want}
        onFocusCapture={want}
        {...targetEvents}
      >
        {trigger}
      </span>
      {wanted && (
        <Suspense fallback={null}>
          {renderPopover({
            isOpen,
            onInteraction: setOpen,
            renderTarget: (props) => <AnchorBinding targetProps={props} anchor={anchor} handlers={handlers} />,
          })}
        </Suspense>
      )}
    </>
  );
}

/** Gives PopoverNext the trigger on screen as its target: its ref gets that element, its handlers get its events. */
function AnchorBinding({
  targetProps,
  anchor,
  handlers,
}: {
  targetProps: RenderTargetProps;
  anchor: RefObject<HTMLSpanElement | null>;
  handlers: RefObject<TargetHandlers | null>;
}) {
  const { ref } = targetProps;
  useLayoutEffect(() => {
    // Blueprint hands over more handlers than its type names (floating-ui's onPointerDown, onMouseDown, onKeyUp).
    const given = targetProps as TargetHandlers;
    const arrived: TargetHandlers = {};
    for (const name of FORWARDED_TARGET_EVENTS) arrived[name] = given[name];
    handlers.current = arrived;
  });
  useLayoutEffect(() => {
    const cleanup = assignRef(ref, anchor.current);
    return () => {
      handlers.current = null;
      if (cleanup) cleanup();
      else assignRef(ref, null);
    };
  }, [ref, anchor, handlers]);
  return null;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): (() => void) | void {
  if (typeof ref === 'function') return ref(value) ?? undefined;
  if (ref) ref.current = value;
}

function joinClasses(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}
