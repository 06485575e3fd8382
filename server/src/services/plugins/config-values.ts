import { PLUGIN_SECRET_PLACEHOLDER, isSecretField, type ConfigField } from '@site/shared/contract';
import { errors, type FieldProblem } from '../../errors/app-error.js';
import { textIn, type PluginConfigFieldDef } from './plugin-definition.js';

/** The longest text a config field keeps (a key, a URL, a short template). */
export const CONFIG_TEXT_MAX = 10_000;

export type ConfigValues = Record<string, unknown>;

const uiOptionsOf = (f: PluginConfigFieldDef, lang: string) => ({
  ...(f.ui_options?.placeholder !== undefined ? { placeholder: textIn(f.ui_options.placeholder, lang) } : {}),
  ...(f.ui_options?.input_type !== undefined ? { input_type: f.ui_options.input_type } : {}),
  ...(f.ui_options?.rows !== undefined ? { rows: f.ui_options.rows } : {}),
  ...(f.ui_options?.label !== undefined ? { label: textIn(f.ui_options.label, lang) } : {}),
});

/** A field's value before anything is saved. */
function defaultOf(f: PluginConfigFieldDef): unknown {
  if (f.default !== undefined) return f.default;
  if (f.type === 'switch') return false;
  if (f.type === 'checkbox') return f.options?.length ? [] : false;
  return '';
}

/** The stored values over the declared defaults: what the plugin reads. */
export function effectiveValues(fields: PluginConfigFieldDef[], stored: ConfigValues): ConfigValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.name in stored ? stored[f.name] : defaultOf(f)]));
}

/** The form as the client builds it (schema.ConfigField): a stored secret reads as the placeholder, never in clear. */
export function presentFields(fields: PluginConfigFieldDef[], stored: ConfigValues, lang: string): ConfigField[] {
  const values = effectiveValues(fields, stored);
  return fields.map((f) => {
    const ui_options = uiOptionsOf(f, lang);
    const field = { type: f.type, ui_options };
    const value = isSecretField(field) ? (values[f.name] ? PLUGIN_SECRET_PLACEHOLDER : '') : values[f.name];
    return {
      name: f.name,
      type: f.type,
      title: textIn(f.title, lang),
      description: textIn(f.description, lang),
      required: Boolean(f.required),
      value,
      ui_options,
      options: (f.options ?? []).map((o) => ({ label: textIn(o.label, lang), value: o.value })),
    };
  });
}

/** One field's new value, or the message key of what is wrong with it. */
function checkValue(f: PluginConfigFieldDef, value: unknown, stored: unknown): { value: unknown } | { problem: string } {
  const options = (f.options ?? []).map((o) => o.value);
  switch (f.type) {
    case 'input':
    case 'textarea': {
      if (typeof value !== 'string') return { problem: 'error.validation.invalid' };
      const secret = isSecretField({ type: f.type, ui_options: { input_type: f.ui_options?.input_type } });
      const kept = secret && value === PLUGIN_SECRET_PLACEHOLDER ? (typeof stored === 'string' ? stored : '') : value;
      if (kept.length > CONFIG_TEXT_MAX) return { problem: 'error.validation.too_long' };
      if (f.required && kept.trim() === '') return { problem: 'error.validation.required' };
      return { value: kept };
    }
    case 'select':
      if (typeof value !== 'string') return { problem: 'error.validation.invalid' };
      if (value === '') return f.required ? { problem: 'error.validation.required' } : { value };
      return options.length === 0 || options.includes(value) ? { value } : { problem: 'error.plugin.option_invalid' };
    case 'checkbox':
      if (options.length === 0) return typeof value === 'boolean' ? { value } : { problem: 'error.validation.invalid' };
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { problem: 'error.validation.invalid' };
      if (!value.every((v) => options.includes(v))) return { problem: 'error.plugin.option_invalid' };
      if (f.required && value.length === 0) return { problem: 'error.validation.required' };
      return { value: [...new Set(value)] };
    case 'switch':
      return typeof value === 'boolean' ? { value } : { problem: 'error.validation.invalid' };
  }
}

/**
 * The values to store after a save: each declared field checked against its type, options and `required` (a field
 * left out keeps its stored value; a secret sent back as the placeholder keeps the stored secret). Names the plugin
 * did not declare are dropped. Every bad field is reported at once, under its own name.
 */
export function mergeValues(fields: PluginConfigFieldDef[], stored: ConfigValues, incoming: ConfigValues): ConfigValues {
  const current = effectiveValues(fields, stored);
  const problems: FieldProblem[] = [];
  const next: ConfigValues = {};
  for (const f of fields) {
    const sent = Object.hasOwn(incoming, f.name) ? incoming[f.name] : current[f.name];
    const checked = checkValue(f, sent, current[f.name]);
    if ('problem' in checked) problems.push({ field: f.name, message: checked.problem });
    else next[f.name] = checked.value;
  }
  if (problems.length > 0) throw errors.fields(problems);
  return next;
}
