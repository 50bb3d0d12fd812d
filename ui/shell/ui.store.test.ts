import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLOSE_MS, SUBMENU_POP_MS, UiStore } from './ui.store';

describe('UiStore', () => {
  let ui: UiStore;

  beforeEach(() => {
    vi.useFakeTimers();
    ui = new UiStore();
  });

  afterEach(() => {
    ui.dispose();
    vi.useRealTimers();
  });

  it('opens one sidebar at a time with the overlay, and closes it with the overlay', () => {
    expect(ui.activeSidebar).toBeUndefined();
    expect(ui.overlay).toBe(false);
    ui.openSidebar('microcart');
    expect(ui.activeSidebar).toBe('microcart');
    expect(ui.overlay).toBe(true);
    ui.openSidebar('language');
    expect(ui.activeSidebar).toBe('language');
    expect(ui.isOpen('microcart')).toBe(false);
    ui.closeSidebar();
    expect(ui.activeSidebar).toBeUndefined();
    expect(ui.overlay).toBe(false);
  });

  it('toggles a sidebar', () => {
    ui.toggleSidebar('search');
    expect(ui.isOpen('search')).toBe(true);
    ui.toggleSidebar('search');
    expect(ui.activeSidebar).toBeUndefined();
  });

  it('keeps the loader up while any work is pending, and never below zero', () => {
    ui.showLoader();
    ui.showLoader();
    ui.hideLoader();
    expect(ui.loader).toBe(true);
    ui.hideLoader();
    expect(ui.loader).toBe(false);
    ui.hideLoader();
    expect(ui.loaderCount).toBe(0);
    ui.showLoader();
    expect(ui.loader).toBe(true);
  });

  it('pops the mobile submenu path 300 ms after the menu closes (catalogue spec §4)', () => {
    ui.openSidebar('menu');
    ui.pushSubmenu('0');
    ui.pushSubmenu('1');
    expect(ui.submenuPath).toEqual(['0', '1']);
    ui.closeSidebar();
    vi.advanceTimersByTime(SUBMENU_POP_MS - 1);
    expect(ui.submenuPath).toEqual(['0', '1']);
    vi.advanceTimersByTime(1);
    expect(ui.submenuPath).toEqual([]);
  });

  it('keeps the submenu path when the menu reopens before it popped, and pops it when another panel replaces the menu', () => {
    ui.openSidebar('menu');
    ui.pushSubmenu('2');
    ui.closeSidebar();
    ui.openSidebar('menu');
    vi.advanceTimersByTime(SUBMENU_POP_MS * 2);
    expect(ui.submenuPath).toEqual(['2']);
    ui.openSidebar('language');
    vi.advanceTimersByTime(SUBMENU_POP_MS);
    expect(ui.submenuPath).toEqual([]);
  });

  it('goes one level up or back to the top level', () => {
    ui.pushSubmenu('0');
    ui.pushSubmenu('3');
    ui.popSubmenu();
    expect(ui.submenuPath).toEqual(['0']);
    ui.pushSubmenu('1');
    ui.resetSubmenu();
    expect(ui.submenuPath).toEqual([]);
  });

  it('closes the desktop menu 200 ms after leaving it, unless an item is entered again (catalogue spec §9)', () => {
    ui.openDesktopMenu('1');
    ui.scheduleDesktopMenuClose();
    vi.advanceTimersByTime(MENU_CLOSE_MS - 1);
    expect(ui.desktopMenuItem).toBe('1');
    ui.openDesktopMenu('2');
    vi.advanceTimersByTime(MENU_CLOSE_MS);
    expect(ui.desktopMenuItem).toBe('2');
    ui.scheduleDesktopMenuClose();
    vi.advanceTimersByTime(MENU_CLOSE_MS);
    expect(ui.desktopMenuItem).toBeUndefined();
  });

  it('counts the confirmation dialogs on screen, never below zero', () => {
    ui.dialogOpened();
    ui.dialogOpened();
    ui.dialogClosed();
    expect(ui.openDialogs).toBe(1);
    ui.dialogClosed();
    ui.dialogClosed();
    expect(ui.openDialogs).toBe(0);
  });

  it('uses the timings of catalogue spec §9', () => {
    expect(SUBMENU_POP_MS).toBe(300);
    expect(MENU_CLOSE_MS).toBe(200);
  });
});
