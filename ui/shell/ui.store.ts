import { makeAutoObservable } from 'mobx';
import { TIMINGS } from '../../domain/catalog/constants';

/** The panels of the default layout; at most one is open (catalogue spec §4). */
export const sidebarNames = ['language', 'microcart', 'search', 'change-password', 'menu'] as const;
export type SidebarName = (typeof sidebarNames)[number];

/** Catalogue spec §9: the submenu path pops 300 ms after the menu closes; the desktop menu closes 200 ms after leaving. */
export const SUBMENU_POP_MS = TIMINGS.submenuPopMs;
export const MENU_CLOSE_MS = TIMINGS.menuCloseMs;

type Timer = ReturnType<typeof setTimeout>;

/**
 * App-wide UI state of the frame: which sidebar is open (with the overlay), the loader overlay (a counter, so
 * overlapping work keeps it up), the open desktop menu item and the mobile menu's submenu path. Timers only start in
 * actions, which run in event handlers, never on the server's render.
 */
export class UiStore {
  activeSidebar: SidebarName | undefined = undefined;
  overlay = false;
  loaderCount = 0;
  /** Id of the desktop top-level menu item whose submenu is open. */
  desktopMenuItem: string | undefined = undefined;
  /** Ids of the mobile menu levels opened below the top level, outermost first. */
  submenuPath: string[] = [];
  /** Confirmation dialogs on screen (ui/components/ConfirmDialog.tsx), for the overlay rule (overlay-rule.ts). */
  openDialogs = 0;

  private submenuPopTimer: Timer | undefined = undefined;
  private menuCloseTimer: Timer | undefined = undefined;

  constructor() {
    makeAutoObservable<UiStore, 'submenuPopTimer' | 'menuCloseTimer'>(this, { submenuPopTimer: false, menuCloseTimer: false });
  }

  get loader(): boolean {
    return this.loaderCount > 0;
  }

  get isMenuOpen(): boolean {
    return this.activeSidebar === 'menu';
  }

  isOpen(name: SidebarName): boolean {
    return this.activeSidebar === name;
  }

  /** Opens one panel and closes any other; the overlay comes on. */
  openSidebar(name: SidebarName): void {
    if (this.activeSidebar === 'menu' && name !== 'menu') this.scheduleSubmenuPop();
    if (name === 'menu') this.cancelSubmenuPop();
    this.activeSidebar = name;
    this.overlay = true;
  }

  closeSidebar(): void {
    if (this.activeSidebar === 'menu') this.scheduleSubmenuPop();
    this.activeSidebar = undefined;
    this.overlay = false;
  }

  toggleSidebar(name: SidebarName): void {
    if (this.activeSidebar === name) this.closeSidebar();
    else this.openSidebar(name);
  }

  dialogOpened(): void {
    this.openDialogs += 1;
  }

  dialogClosed(): void {
    this.openDialogs = Math.max(0, this.openDialogs - 1);
  }

  showLoader(): void {
    this.loaderCount += 1;
  }

  hideLoader(): void {
    this.loaderCount = Math.max(0, this.loaderCount - 1);
  }

  /** Mobile menu: open the next level below the current one. */
  pushSubmenu(id: string): void {
    this.cancelSubmenuPop();
    this.submenuPath = [...this.submenuPath, id];
  }

  /** Mobile menu: one level up. */
  popSubmenu(): void {
    this.submenuPath = this.submenuPath.slice(0, -1);
  }

  /** Mobile menu: back to the top level. */
  resetSubmenu(): void {
    this.cancelSubmenuPop();
    this.submenuPath = [];
  }

  /** Desktop menu: hover or focus on a top-level item opens its submenu at once. */
  openDesktopMenu(id: string): void {
    this.cancelMenuClose();
    this.desktopMenuItem = id;
  }

  /** Desktop menu: leaving the menu closes it after a short grace period, so moving into the submenu keeps it open. */
  scheduleDesktopMenuClose(): void {
    this.cancelMenuClose();
    this.menuCloseTimer = setTimeout(() => this.closeDesktopMenu(), MENU_CLOSE_MS);
  }

  closeDesktopMenu(): void {
    this.cancelMenuClose();
    this.desktopMenuItem = undefined;
  }

  /** Clears pending timers (the layout calls it when it unmounts). */
  dispose(): void {
    this.cancelMenuClose();
    this.cancelSubmenuPop();
  }

  private scheduleSubmenuPop(): void {
    this.cancelSubmenuPop();
    this.submenuPopTimer = setTimeout(() => this.resetSubmenu(), SUBMENU_POP_MS);
  }

  private cancelSubmenuPop(): void {
    if (this.submenuPopTimer !== undefined) clearTimeout(this.submenuPopTimer);
    this.submenuPopTimer = undefined;
  }

  private cancelMenuClose(): void {
    if (this.menuCloseTimer !== undefined) clearTimeout(this.menuCloseTimer);
    this.menuCloseTimer = undefined;
  }
}
