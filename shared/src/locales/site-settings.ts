// Server messages of the admin's site settings (branding images, the theme, maintenance mode, settings that would
// leave the site unusable), in every language.
export const siteSettingsMessages_en_US = {
  'error.branding.url_invalid': 'Upload the image here, or give an http(s) address.',
  'error.theme.unknown': 'This theme does not exist.',
  'error.theme.primary_color_invalid': 'Give the colour as # and six hexadecimal digits, e.g. #0033ff.',
  'error.theme.navbar_style_invalid': 'The navbar style is colored or light.',
  'error.theme.color_scheme_invalid': 'The colour scheme is light, dark or system.',
  'error.site.maintenance': 'We are undergoing maintenance and will be back soon.',
  'error.write.recommended_tag_needed':
    'To require a recommended tag, recommend at least one existing tag that is not reserved: otherwise nobody could publish a post.',
  'error.login.password_login_needed':
    'Password login can be switched off only while a login connector is enabled: otherwise nobody, you included, could log in.',
};
export const siteSettingsMessages_zh_CN: Record<keyof typeof siteSettingsMessages_en_US, string> = {
  'error.branding.url_invalid': '请在此上传图片，或填写 http(s) 地址。',
  'error.theme.unknown': '该主题不存在。',
  'error.theme.primary_color_invalid': '请以 # 加六位十六进制数字填写颜色，例如 #0033ff。',
  'error.theme.navbar_style_invalid': '导航栏样式只能是彩色（colored）或浅色（light）。',
  'error.theme.color_scheme_invalid': '配色方案只能是浅色（light）、深色（dark）或跟随系统（system）。',
  'error.site.maintenance': '我们正在进行维护，很快就会回来。',
  'error.write.recommended_tag_needed': '要求必须带推荐标签时，请至少推荐一个已存在且未保留的标签，否则任何人都无法发帖。',
  'error.login.password_login_needed': '只有在启用了第三方登录连接器时才能关闭密码登录，否则包括你在内的任何人都将无法登录。',
};
