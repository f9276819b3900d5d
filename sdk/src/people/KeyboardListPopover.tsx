/**
 * A list under a text field that the field's own keys drive (the member picker, the mention box): the focus stays
 * in the field the whole time, so the popover neither takes it nor returns it, the list's items refuse the
 * mouse-down, and the field tells assistive technology which item is active. The field owns its keys; this owns the
 * popover, the listbox and the active item.
 */
import { Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { type CSSProperties, type KeyboardEvent, type ReactElement, type ReactNode, useId, useState } from 'react';

export interface ListOption {
  key: string;
  text: ReactNode;
  label?: string;
  /** Beside the label, e.g. the tick of a chosen member. */
  labelElement?: ReactNode;
  icon?: ReactElement;
  /** In a list of several choices: whether this one is chosen. Without it the active item counts as selected. */
  chosen?: boolean;
}

const LIST: CSSProperties = { maxHeight: '16rem', overflowY: 'auto' };

interface ListKeyActions {
  openList?(): void;
  pick(index: number): void;
  close(): void;
  /** Enter unless given. */
  pickKeys?: readonly string[];
}

interface SearchFieldActions {
  open: boolean;
  openList(): void;
  pick(index: number): void;
  close(): void;
  /** The new text of the field, searched from the list's first item. */
  search(text: string): void;
  /** A key that is not the list's. */
  onOtherKey?(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The active item of a list of `count`, moved by the arrows round the ends, and the field's combobox attributes. */
export function useKeyboardList(count: number) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const current = Math.min(active, count - 1);
  const step = (by: 1 | -1) => {
    if (count > 0) setActive((current + by + count) % count);
  };
  /**
   * The list's keys in the field: the arrows move (or open a shut list, when the field can open it), a pick key
   * picks the active item, Escape closes the list only, not a dialog around it. False when the key is not the list's.
   */
  const handleKey = (event: KeyboardEvent, open: boolean, keys: ListKeyActions): boolean => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open && !keys.openList) return false;
      event.preventDefault();
      if (open) step(event.key === 'ArrowDown' ? 1 : -1);
      else keys.openList?.();
      return true;
    }
    if (!open) return false;
    if ((keys.pickKeys ?? ['Enter']).includes(event.key)) {
      event.preventDefault();
      if (current >= 0) keys.pick(current);
      return true;
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      keys.close();
      return true;
    }
    return false;
  };
  const fieldProps = (open: boolean) => ({
    role: 'combobox',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': open && current >= 0 ? `${listId}-${current}` : undefined,
  });
  return {
    listId,
    current,
    setActive,
    step,
    handleKey,
    fieldProps,
    /**
     * An InputGroup that searches the list: the focus or a click opens it, leaving the field closes it, typing
     * searches from the first item, and the list's keys work in it.
     */
    searchFieldProps({ open, openList, pick, close, search, onOtherKey }: SearchFieldActions) {
      return {
        ...fieldProps(open),
        autoComplete: 'off',
        onFocus: openList,
        onClick: openList,
        onValueChange: (text: string) => {
          search(text);
          setActive(0);
        },
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (!handleKey(event, open, { openList, pick, close })) onOtherKey?.(event);
        },
        onBlur: close,
      };
    },
  };
}

interface KeyboardListPopoverProps {
  list: ReturnType<typeof useKeyboardList>;
  label: string;
  open: boolean;
  options: readonly ListOption[];
  onPick(index: number): void;
  /** Shown, disabled, when the list is open with nothing in it. */
  emptyText?: string;
  multiple?: boolean;
  fill?: boolean;
  className: string;
  /** The field. */
  children: ReactNode;
}

export function KeyboardListPopover({
  list,
  label,
  open,
  options,
  onPick,
  emptyText,
  multiple,
  fill,
  className,
  children,
}: KeyboardListPopoverProps) {
  const content = (
    <Menu id={list.listId} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} style={LIST}>
      {open && options.length === 0 && emptyText && <MenuItem disabled text={emptyText} />}
      {options.map((option, index) => (
        <MenuItem
          key={option.key}
          id={`${list.listId}-${index}`}
          role="option"
          aria-selected={option.chosen ?? index === list.current}
          active={index === list.current}
          icon={option.icon}
          text={option.text}
          label={option.label}
          labelElement={option.labelElement}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext
      isOpen={open}
      content={content}
      placement="bottom-start"
      arrow={false}
      autoFocus={false}
      enforceFocus={false}
      canEscapeKeyClose={false}
      shouldReturnFocusOnClose={false}
      fill={fill}
      renderTarget={({ ref, isOpen: _isOpen, ...targetProps }) => (
        <div {...targetProps} ref={ref} className={`${className} ${targetProps.className ?? ''}`}>
          {children}
        </div>
      )}
    />
  );
}
