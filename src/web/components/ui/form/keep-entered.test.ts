import { describe, expect, it } from 'vitest';
import { type Entry, enteredBeforeHydration, replayEntry } from './keep-entered.tsx';

// The mechanism in a real browser is covered by e2e/typing.spec.ts; here, on controls shaped like the DOM's (a live
// state behind the prototype's accessors, a default from the markup), what counts as entered and how it is given back.

/** A control as the DOM has it: `value` and `checked` are accessors on the prototype, the defaults plain fields. */
class FakeControl extends EventTarget {
  #value: string;
  #checked: boolean;
  readonly events: string[] = [];
  constructor(
    readonly type: string,
    init: { value?: string; defaultValue?: string; checked?: boolean; defaultChecked?: boolean; options?: FakeOption[] } = {},
  ) {
    super();
    this.defaultValue = init.defaultValue ?? '';
    this.#value = init.value ?? this.defaultValue;
    this.defaultChecked = init.defaultChecked ?? false;
    this.#checked = init.checked ?? this.defaultChecked;
    this.options = init.options ?? [];
  }
  defaultValue: string;
  defaultChecked: boolean;
  options: FakeOption[];
  get value() {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
  }
  get checked() {
    return this.#checked;
  }
  set checked(checked: boolean) {
    this.#checked = checked;
  }
  override dispatchEvent(event: Event): boolean {
    this.events.push(`${event.type}${event.bubbles ? ' (bubbles)' : ''}`);
    return super.dispatchEvent(event);
  }
}
interface FakeOption {
  value: string;
  defaultSelected: boolean;
  disabled: boolean;
}
const option = (value: string, defaultSelected = false, disabled = false): FakeOption => ({ value, defaultSelected, disabled });

/**
 * What React does to a control it hydrates: an own `value` (or `checked`) property over the prototype's that records
 * the last state React saw; a change event is reported only when the live state differs from it.
 */
function trackLikeReact(control: FakeControl, property: 'value' | 'checked') {
  const descriptor = Object.getOwnPropertyDescriptor(FakeControl.prototype, property)!;
  let seen = String(descriptor.get!.call(control));
  Object.defineProperty(control, property, {
    configurable: true,
    get: () => descriptor.get!.call(control),
    set: (next: unknown) => {
      seen = String(next);
      descriptor.set!.call(control, next);
    },
  });
  return { changed: () => String(descriptor.get!.call(control)) !== seen };
}

const entered = (control: FakeControl) => enteredBeforeHydration(control as unknown as HTMLInputElement);
const replay = (control: FakeControl, entry: Entry) => replayEntry(control as unknown as HTMLInputElement, entry);

describe('enteredBeforeHydration', () => {
  it('finds text typed over the rendered value, and nothing where the value is still the rendered one', () => {
    expect(entered(new FakeControl('text', { value: 'Maple Property Management' }))).toEqual({ value: 'Maple Property Management' });
    expect(entered(new FakeControl('text', { defaultValue: '1,850', value: '1,850' }))).toBeNull();
    // Clearing a prefilled field is an entry too.
    expect(entered(new FakeControl('text', { defaultValue: '1,850', value: '' }))).toEqual({ value: '' });
    expect(entered(new FakeControl('textarea', { value: "We can't go that low." }))).toEqual({ value: "We can't go that low." });
    expect(entered(new FakeControl('date', { value: '2025-12-01' }))).toEqual({ value: '2025-12-01' });
  });

  it('finds a ticked or unticked box and a newly chosen radio', () => {
    expect(entered(new FakeControl('checkbox', { checked: true }))).toEqual({ checked: true });
    expect(entered(new FakeControl('checkbox', { defaultChecked: true, checked: false }))).toEqual({ checked: false });
    expect(entered(new FakeControl('checkbox', { defaultChecked: true }))).toBeNull();
    expect(entered(new FakeControl('radio', { checked: true }))).toEqual({ checked: true });
    expect(entered(new FakeControl('radio'))).toBeNull();
  });

  it("compares a select's value with the option its markup selects, else its first enabled option", () => {
    const bedrooms = [option('', false), option('1'), option('2')];
    expect(entered(new FakeControl('select-one', { value: '2', options: bedrooms }))).toEqual({ value: '2' });
    expect(entered(new FakeControl('select-one', { value: '', options: bedrooms }))).toBeNull();
    const tier = [option('budget'), option('average', true), option('luxury')];
    expect(entered(new FakeControl('select-one', { value: 'average', options: tier }))).toBeNull();
    expect(entered(new FakeControl('select-one', { value: 'budget', options: tier }))).toEqual({ value: 'budget' });
    const placeholder = [option('', false, true), option('monthly')];
    expect(entered(new FakeControl('select-one', { value: 'monthly', options: placeholder }))).toBeNull();
  });
});

describe('replayEntry', () => {
  it('puts typed text back and sends the input event React reports as a change', () => {
    // react-hook-form's register() emptied the field when it attached; React last saw the typed text.
    const field = new FakeControl('text', { value: 'Maple Property Management' });
    const tracker = trackLikeReact(field, 'value');
    field.value = '';
    expect(tracker.changed()).toBe(false);
    replay(field, { value: 'Maple Property Management' });
    expect(field.value).toBe('Maple Property Management');
    expect(tracker.changed()).toBe(true);
    expect(field.events).toEqual(['input (bubbles)']);
  });

  it('reports a change even when the field still shows the typed text React saw while hydrating', () => {
    const field = new FakeControl('textarea', { value: "We can't go that low." });
    const tracker = trackLikeReact(field, 'value');
    expect(tracker.changed()).toBe(false);
    replay(field, { value: "We can't go that low." });
    expect(tracker.changed()).toBe(true);
    expect(field.value).toBe("We can't go that low.");
  });

  it('ticks a box with the click event React listens to for checkboxes, without a real click that would toggle it', () => {
    const box = new FakeControl('checkbox', { checked: true });
    const tracker = trackLikeReact(box, 'checked');
    replay(box, { checked: true });
    expect(box.checked).toBe(true);
    expect(tracker.changed()).toBe(true);
    expect(box.events).toEqual(['click (bubbles)']);
  });

  it('sends nothing for the radio a choice unselected (the chosen one sends its own) and a change event for a select', () => {
    const unselected = new FakeControl('radio', { defaultChecked: true, checked: false });
    replay(unselected, { checked: false });
    expect(unselected.events).toEqual([]);
    const bedrooms = new FakeControl('select-one', { value: '', options: [option(''), option('2')] });
    replay(bedrooms, { value: '2' });
    expect(bedrooms.value).toBe('2');
    expect(bedrooms.events).toEqual(['change (bubbles)']);
  });
});
