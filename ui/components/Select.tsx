import { CircleAlert, ChevronDown, Check } from './icons';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { emptyTypeahead, matchTypeahead, moveActive, OPTION_HEIGHT_PX, type SelectOption, typeKey, VISIBLE_OPTIONS } from './select-logic';

export type { SelectOption } from './select-logic';

export interface SelectProps {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  readonly placeholder?: ReactNode;
  /** Already translated; shown under the control in the danger colour with an icon. */
  readonly error?: ReactNode;
  /** Options visible before the list scrolls (5 by default, catalogue spec §9). */
  readonly visibleOptions?: number;
  readonly name?: string;
  readonly className?: string;
  readonly disabled?: boolean;
}

const enabledIndex = (options: readonly SelectOption[], i: number) => (i >= 0 && options[i] && !options[i].disabled ? i : moveActive(options, -1, 'ArrowDown'));

/**
 * A custom select (catalogue spec §9): the WAI-ARIA select-only combobox with a listbox of 49 px
 * options, 5 visible, opening in 150 ms; arrows, Home/End, PageUp/PageDown, Enter/Space, Escape, Tab and typeahead
 * (reset after 1 s). A hidden input carries the value in a form.
 */
export function Select({ label, options, value, onChange, placeholder, error, visibleOptions = VISIBLE_OPTIONS, name, className, disabled }: SelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const selected = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(selected);
  const typeahead = useRef(emptyTypeahead);
  const list = useRef<HTMLUListElement>(null);
  const combo = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !list.current || active < 0) return;
    const option = list.current.children[active] as HTMLElement | undefined;
    if (!option) return;
    const { scrollTop, clientHeight } = list.current;
    if (option.offsetTop < scrollTop) list.current.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > scrollTop + clientHeight) list.current.scrollTop = option.offsetTop + option.offsetHeight - clientHeight;
  }, [open, active]);

  const show = () => {
    if (disabled) return;
    setActive(enabledIndex(options, selected));
    setOpen(true);
  };
  const choose = (i: number) => {
    const option = options[i];
    if (option && !option.disabled) onChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { key, altKey } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        show();
        if (key === 'Home' || key === 'End') setActive(moveActive(options, -1, key));
        return;
      }
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return;
    } else if (key === 'Enter' || key === ' ' || (key === 'ArrowUp' && altKey)) {
      if (key === ' ' && typeahead.current.query !== '' && event.timeStamp - typeahead.current.at < 1000) {
        // A space inside a typed query is part of the label.
      } else {
        event.preventDefault();
        choose(active);
        return;
      }
    } else if (key === 'Tab') {
      choose(active);
      return;
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'].includes(key)) {
      event.preventDefault();
      setActive(moveActive(options, active, key, visibleOptions));
      return;
    }
    if (key.length === 1 && !event.ctrlKey && !event.metaKey && !altKey) {
      typeahead.current = typeKey(typeahead.current, key, event.timeStamp);
      const match = matchTypeahead(options, typeahead.current.query, open ? active : selected);
      if (match < 0) return;
      event.preventDefault();
      if (open) setActive(match);
      else {
        const option = options[match] as SelectOption;
        onChange(option.value);
      }
    }
  };

  const current = options[selected];
  return (
    <div className={`field select ${error ? 'field--invalid' : ''} ${open ? 'select--open' : ''} ${className ?? ''}`}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div
        ref={combo}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className="select__control input"
        aria-labelledby={`${labelId} ${id}-value`}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-disabled={disabled || undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <span id={`${id}-value`} className={current ? 'select__value' : 'select__placeholder'}>
          {current ? current.label : placeholder}
        </span>
        <ChevronDown aria-hidden="true" size={18} className="select__chevron" />
      </div>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        className="select__list"
        hidden={!open}
        style={{ maxHeight: `${visibleOptions * OPTION_HEIGHT_PX + 2}px` }}
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === selected}
            aria-disabled={option.disabled || undefined}
            className={`select__option ${i === active ? 'select__option--active' : ''}`}
            style={{ minHeight: `${OPTION_HEIGHT_PX}px` }}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => !option.disabled && setActive(i)}
            onClick={() => {
              if (option.disabled) return;
              choose(i);
              combo.current?.focus();
            }}
          >
            <span>{option.label}</span>
            {i === selected && <Check aria-hidden="true" size={16} />}
          </li>
        ))}
      </ul>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      <p id={errorId} className="field__error" aria-live="polite">
        {error ? (
          <>
            <CircleAlert aria-hidden="true" size={16} />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
