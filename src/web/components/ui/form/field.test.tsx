import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group.tsx';
import { Checkbox, CheckboxField, Field, FieldGroup, Input, Select } from './field.tsx';
import { PasswordInput } from './password-input.tsx';

/** The element's opening tag, e.g. `<input ...>`, found by its id. */
function tag(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('Field', () => {
  it('labels its control and describes it by its hint', () => {
    const html = renderToStaticMarkup(
      <Field id="zipcode" label="Zip code" hint="5 digits">
        <Input inputMode="numeric" />
      </Field>,
    );
    expect(html).toContain('<label for="zipcode"');
    expect(tag(html, 'zipcode')).toContain('aria-describedby="zipcode-hint"');
    expect(tag(html, 'zipcode')).not.toContain('aria-invalid');
    expect(html).toContain('<p id="zipcode-hint" class="text-xs text-slate-500">5 digits</p>');
  });

  it('marks an invalid control and links it to its error as well as its hint', () => {
    const html = renderToStaticMarkup(
      <Field id="zipcode" label="Zip code" hint="5 digits" error="Zip code is required">
        <Input />
      </Field>,
    );
    const input = tag(html, 'zipcode');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="zipcode-hint zipcode-error"');
    expect(input).toContain('border-red-500');
    expect(html).toContain('<p id="zipcode-error" class="text-sm text-red-700">Zip code is required</p>');
  });

  it('wires selects and password inputs the same way, and lets a control name its own description', () => {
    const select = renderToStaticMarkup(
      <Field id="bedrooms" label="Bedrooms" error="Number of bedrooms is required">
        <Select>
          <option value="">Select bedrooms</option>
        </Select>
      </Field>,
    );
    expect(tag(select, 'bedrooms')).toMatch(/^<select[^>]* aria-invalid="true" aria-describedby="bedrooms-error"/);
    const password = renderToStaticMarkup(
      <Field id="pw" label="Password" error="Password is required">
        <PasswordInput revealable aria-describedby="pw-rules" />
      </Field>,
    );
    expect(tag(password, 'pw')).toContain('aria-describedby="pw-rules"');
    expect(tag(password, 'pw')).toContain('aria-invalid="true"');
  });
});

describe('CheckboxField and FieldGroup', () => {
  it('puts a checkbox beside its label with its error below', () => {
    const html = renderToStaticMarkup(
      <CheckboxField id="terms" label="I agree" error="You must agree to the terms and conditions to proceed">
        <Checkbox />
      </CheckboxField>,
    );
    expect(tag(html, 'terms')).toMatch(/^<input type="checkbox" id="terms" aria-invalid="true" aria-describedby="terms-error"/);
    expect(html).toContain('<label for="terms"');
  });

  it('describes a group by its hint and error and marks the controls inside invalid, each keeping its own id', () => {
    const html = renderToStaticMarkup(
      <FieldGroup id="tenure" legend="How long have you lived here?" hint="Years, months or both." error="Tenure length is required">
        <Input id="years" />
        <Input id="months" />
      </FieldGroup>,
    );
    expect(html).toMatch(/^<fieldset [^>]*aria-describedby="tenure-hint tenure-error"/);
    expect(tag(html, 'years')).toContain('aria-invalid="true"');
    expect(tag(html, 'months')).toContain('aria-invalid="true"');
    expect(tag(html, 'years')).not.toContain('aria-describedby');
  });

  it('marks the radios of a choice group with an error invalid', () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup
        name="responseType"
        legend="How did your landlord respond?"
        value=""
        choices={[
          { value: 'counter', label: 'Counter-offer' },
          { value: 'decline', label: 'Declined' },
        ]}
        onChange={() => {}}
        error="Please select how your landlord responded"
      />,
    );
    expect(html.match(/type="radio"[^>]*aria-invalid="true"/g)).toHaveLength(2);
    expect(html).toContain('aria-describedby="responseType-error"');
  });
});
