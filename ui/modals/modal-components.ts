import { type LazyExoticComponent, type ComponentType } from 'react';
import { retryableLazy } from '../components/retryable-lazy';
import { type ModalName, type ModalProps, modalComponents } from './registry';

const lazies = new Map<ModalName, (attempt: number) => LazyExoticComponent<ComponentType<ModalProps>>>();

/** The lazy component of a named modal for a load attempt, or undefined when no feature registered one. */
export function modalComponent(name: ModalName, attempt: number): LazyExoticComponent<ComponentType<ModalProps>> | undefined {
  const load = modalComponents[name];
  if (!load) return undefined;
  let byAttempt = lazies.get(name);
  if (!byAttempt) {
    byAttempt = retryableLazy(load);
    lazies.set(name, byAttempt);
  }
  return byAttempt(attempt);
}
