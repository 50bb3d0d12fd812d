import { type LazyExoticComponent, type ComponentType } from 'react';
import { retryableLazy } from '../components/retryable-lazy';
import { type ModalLoader, type ModalName, type ModalProps } from './modal-types';
import { modalComponents } from './registry';

const lazies = new Map<ModalName, (attempt: number) => LazyExoticComponent<ComponentType<ModalProps>>>();

/** The loader of a named modal: a name no feature registered yet opens the 'feature not implemented' modal. */
export function modalLoader(name: ModalName): ModalLoader | undefined {
  return modalComponents[name] ?? modalComponents['feature-not-implemented'];
}

/** The lazy component of a named modal for a load attempt (see `modalLoader`). */
export function modalComponent(name: ModalName, attempt: number): LazyExoticComponent<ComponentType<ModalProps>> | undefined {
  const load = modalLoader(name);
  if (!load) return undefined;
  let byAttempt = lazies.get(name);
  if (!byAttempt) {
    byAttempt = retryableLazy(load);
    lazies.set(name, byAttempt);
  }
  return byAttempt(attempt);
}
