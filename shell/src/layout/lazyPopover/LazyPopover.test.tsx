import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy } from 'react';
import { FORWARDED_TARGET_EVENTS, LazyPopover, type PopoverAnchor } from './LazyPopover';

function MenuPopover({ anchor }: { anchor: PopoverAnchor }) {
  return (
    <PopoverNext
      {...anchor}
      placement="bottom-end"
      content={
        <Menu aria-label="Menu">
          <MenuItem text="Profile" />
          <MenuItem text="Log out" />
        </Menu>
      }
    />
  );
}

/** A lazy component whose code arrives when the test says so, and which counts the fetches. */
function gatedLazy<Props>(component: ComponentType<Props>) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const fetch = jest.fn(() => arrived.then(() => ({ default: component })));
  return { Component: lazy(fetch), fetch, arrive: () => act(async () => arrive()) };
}

function renderMenu(Popover: ComponentType<{ anchor: PopoverAnchor }>) {
  return render(
    <>
      <LazyPopover renderPopover={(anchor) => <Popover anchor={anchor} />}>
        <Button text="User" />
      </LazyPopover>
      <button type="button">Elsewhere</button>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'User' });

describe('LazyPopover', () => {
  it('gives the trigger the wrapper, classes and aria attributes PopoverNext gives it', () => {
    const { container: lazyMarkup } = render(
      <LazyPopover renderPopover={() => null}>
        <Button text="User" className="mine" />
      </LazyPopover>,
    );
    const { container: blueprintMarkup } = render(
      <PopoverNext content="menu">
        <Button text="User" className="mine" />
      </PopoverNext>,
    );
    expect(lazyMarkup.innerHTML).toBe(blueprintMarkup.innerHTML);
  });

  it('fetches the popover when the pointer enters the trigger or the focus reaches it, not before', async () => {
    const onPointer = gatedLazy(MenuPopover);
    renderMenu(onPointer.Component);
    expect(onPointer.fetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(trigger());
    expect(onPointer.fetch).toHaveBeenCalledTimes(1);

    const onFocus = gatedLazy(MenuPopover);
    const { unmount } = render(
      <LazyPopover renderPopover={(anchor) => <onFocus.Component anchor={anchor} />}>
        <Button text="Other" />
      </LazyPopover>,
    );
    expect(onFocus.fetch).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Other' }).focus());
    expect(onFocus.fetch).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('opens on a click that comes before the popover has arrived, as soon as it arrives', async () => {
    const popover = gatedLazy(MenuPopover);
    renderMenu(popover.Component);
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await popover.arrive();
    expect(await screen.findByRole('menu', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens from the keyboard, also before it has arrived, closes with Escape and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    const popover = gatedLazy(MenuPopover);
    renderMenu(popover.Component);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    await popover.arrive();
    expect(await screen.findByRole('menu', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(trigger()).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('once arrived, leaves the clicks to PopoverNext: the trigger toggles it and a click elsewhere closes it', async () => {
    const user = userEvent.setup();
    const popover = gatedLazy(MenuPopover);
    renderMenu(popover.Component);
    await user.hover(trigger());
    await popover.arrive();
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveClass('bp6-active');
    await user.click(trigger());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('leaves the open state to its owner when given one', async () => {
    const onInteraction = jest.fn();
    const popover = gatedLazy(MenuPopover);
    render(
      <LazyPopover isOpen onInteraction={onInteraction} renderPopover={(anchor) => <popover.Component anchor={anchor} />}>
        <Button text="User" />
      </LazyPopover>,
    );
    expect(popover.fetch).toHaveBeenCalledTimes(1);
    await popover.arrive();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger()).not.toHaveClass('bp6-active');
    fireEvent.click(trigger());
    expect(onInteraction).toHaveBeenCalledWith(false, expect.anything());
  });

  it('shows a tooltip for a hover that began before it arrived, after the delay, and hides it when the pointer leaves', async () => {
    const tooltip = gatedLazy(({ anchor }: { anchor: PopoverAnchor }) => <Tooltip {...anchor} content="Dashboard" hoverOpenDelay={20} />);
    render(
      <LazyPopover interaction="hover" hoverOpenDelay={20} renderPopover={(anchor) => <tooltip.Component anchor={anchor} />}>
        <a href="/dashboard">Home</a>
      </LazyPopover>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('tabindex', '0');
    fireEvent.pointerEnter(link);
    fireEvent.mouseEnter(link);
    await tooltip.arrive();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    fireEvent.mouseLeave(link);
    await waitFor(() => expect(screen.queryByText('Dashboard')).not.toBeInTheDocument());
    fireEvent.mouseEnter(link);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it("passes on every target handler Blueprint's PopoverNext and Tooltip give their target", () => {
    const given: string[] = [];
    const capture = (props: object) => {
      given.push(...Object.keys(props).filter((key) => /^on[A-Z]/.test(key)));
      return <span ref={(props as { ref: never }).ref} />;
    };
    render(
      <>
        <PopoverNext content="menu" renderTarget={capture} />
        <Tooltip content="tip" renderTarget={capture} />
      </>,
    );
    expect(given.length).toBeGreaterThan(0);
    expect(given.filter((name) => !(FORWARDED_TARGET_EVENTS as readonly string[]).includes(name))).toEqual([]);
  });
});
