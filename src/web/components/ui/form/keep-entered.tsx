import { useComposedRefs } from 'radix-ui/internal';
import { type ComponentProps, type Ref, useCallback, useEffect, useRef } from 'react';

/**
 * Form controls that keep what a person entered before the page's code arrived (ADR 0043).
 *
 * A prerendered page shows its forms before React runs. What is typed, ticked or chosen then lives only in the DOM:
 * React hydrates the control with the value it rendered (the form's empty default), and its next render writes that
 * value back (react-hook-form's `register` does so at once, when it attaches). So every control of the app's forms is
 * one of these elements: when it is hydrated, it notes what the person entered (the control's live state differs from
 * its default, which is the markup's `value`, `checked` or `selected`, and which React sets to what it rendered), and
 * once the whole commit has run (the form's subscriptions are set up) it gives that back to the control's `onChange`
 * as the input event React would have seen had it been listening. A control rendered in the browser never differs
 * from its default when it attaches, so nothing happens there.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a person entered in a control: a checkbox's or radio's state, or any other control's value. */
export type Entry = { checked: boolean } | { value: string };

const isCheckable = (control: Control): control is HTMLInputElement => control.type === 'checkbox' || control.type === 'radio';

/** The control's state as its markup (or React's first render) set it. */
function defaultEntry(control: Control): Entry {
  if (isCheckable(control)) return { checked: control.defaultChecked };
  if (control.type === 'select-one' || control.type === 'select-multiple') {
    // With no option marked selected, a select shows its first enabled option.
    const options = Array.from((control as HTMLSelectElement).options);
    return { value: (options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled))?.value ?? '' };
  }
  return { value: (control as HTMLInputElement | HTMLTextAreaElement).defaultValue };
}

const liveEntry = (control: Control): Entry => (isCheckable(control) ? { checked: control.checked } : { value: control.value });

const sameEntry = (a: Entry, b: Entry) =>
  'checked' in a ? 'checked' in b && a.checked === b.checked : 'value' in b && a.value === b.value;

/** What the person entered that the control's default does not hold, or null. */
export function enteredBeforeHydration(control: Control): Entry | null {
  const live = liveEntry(control);
  return sameEntry(live, defaultEntry(control)) ? null : live;
}

/** The platform's own setter of `value` or `checked`, which React's value tracker (an own property) does not see. */
function setUntracked(control: Control, property: 'value' | 'checked', value: string | boolean) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set;
  if (setter) setter.call(control, value);
  else Object.assign(control, { [property]: value });
}

/**
 * Puts `entry` in the control and dispatches the event React's change handling listens to for it (input for text,
 * change for a select, click for a checkbox or radio), as the browser would have when the person entered it. React
 * reports a change only when the control's state differs from the one it last saw, so that one is set first to
 * the control's default (which `entry` differs from). A radio that was unselected needs no event: the one selected
 * instead has its own.
 */
export function replayEntry(control: Control, entry: Entry): void {
  if ('checked' in entry) {
    if (control.type === 'radio' && !entry.checked) return;
    (control as HTMLInputElement).checked = !entry.checked;
    setUntracked(control, 'checked', entry.checked);
    control.dispatchEvent(new Event('click', { bubbles: true }));
  } else if (control.type === 'select-one' || control.type === 'select-multiple') {
    control.value = entry.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const initial = defaultEntry(control);
    control.value = 'value' in initial ? initial.value : '';
    setUntracked(control, 'value', entry.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Controls already looked at: a control is checked once, when it is first attached. */
const attached = new WeakSet<Control>();

/**
 * A ref for a form control (composed with the control's own `ref`) that keeps what was entered in it before hydration,
 * as the module comment says. The entry is noted before the control's own ref runs (react-hook-form's `register`
 * empties the control there) and given back in a passive effect: after every layout effect of the commit, and before
 * React renders again, so no render writes the empty value back first.
 */
function useKeepEntered<E extends Control>(ref: Ref<E> | undefined): (control: E | null) => void {
  const noted = useRef<{ control: E; entry: Entry; rendered: Entry } | null>(null);
  const note = useCallback((control: E | null) => {
    if (!control || attached.has(control)) return;
    attached.add(control);
    const entry = enteredBeforeHydration(control);
    if (entry) noted.current = { control, entry, rendered: defaultEntry(control) };
  }, []);
  useEffect(() => {
    const taken = noted.current;
    noted.current = null;
    if (!taken) return;
    const { control, entry, rendered } = taken;
    // What the control holds now wins (typed on since it was noted); else the noted entry, unless React has since
    // rendered the control with a value of its own (it then has the person's later input).
    const now = enteredBeforeHydration(control);
    if (now) replayEntry(control, now);
    else if (sameEntry(defaultEntry(control), rendered)) replayEntry(control, entry);
  }, []);
  return useComposedRefs(note, ref);
}

/** An <input> that keeps what was entered before hydration. */
export function KeptInput({ ref, ...props }: ComponentProps<'input'>) {
  return <input {...props} ref={useKeepEntered(ref)} />;
}

/** A <select> that keeps what was chosen before hydration. */
export function KeptSelect({ ref, ...props }: ComponentProps<'select'>) {
  return <select {...props} ref={useKeepEntered(ref)} />;
}

/** A <textarea> that keeps what was typed before hydration. */
export function KeptTextarea({ ref, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} ref={useKeepEntered(ref)} />;
}
