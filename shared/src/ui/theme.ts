import type { ThemeConfig } from 'antd';

/** Default primary colour (spec section 9). */
export const PRIMARY_COLOR = '#0033ff';

/** The antd theme every part renders with. */
export const theme: ThemeConfig = { token: { colorPrimary: PRIMARY_COLOR } };
