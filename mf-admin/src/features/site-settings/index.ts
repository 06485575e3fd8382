/** The settings pages' form (GET fills it, Save sends PUT, field errors land on fields), for other settings-like pages. */
export { SettingsForm, type SettingsFormProps } from './settings-form';
