import type { ComponentType } from 'react';
import type { ADMIN_SETTINGS_PATHS } from '../../components/admin-menu';
import { BrandingSettingsPage } from './branding-page';
import { GeneralSettingsPage } from './general-page';
import { InterfaceSettingsPage } from './interface-page';
import { LegalSettingsPage } from './legal-page';
import { LoginSettingsPage } from './login-page';
import { SeoSettingsPage } from './seo-page';
import { SmtpSettingsPage } from './smtp-page';
import { UsersSettingsPage } from './users-page';
import { WriteSettingsPage } from './write-page';

/** Each settings page by its menu key (ADMIN_SETTINGS_PATHS gives its address). */
export const siteSettingsPages: Record<keyof typeof ADMIN_SETTINGS_PATHS, ComponentType> = {
  general: GeneralSettingsPage,
  interface: InterfaceSettingsPage,
  branding: BrandingSettingsPage,
  smtp: SmtpSettingsPage,
  legal: LegalSettingsPage,
  write: WriteSettingsPage,
  seo: SeoSettingsPage,
  login: LoginSettingsPage,
  users: UsersSettingsPage,
};
